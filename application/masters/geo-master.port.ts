/** A prefecture as listed inside its region (`GET /api/master/regions`). */
export interface RegionPrefecture {
  /** JIS prefecture code, 1-47; the same value as `prefecture_id`. */
  readonly id: number;
  readonly prefecture_id: number;
  /** Full name with its suffix: 東京都, 大阪府, 北海道, 兵庫県. */
  readonly name: string;
  /** URL segment of `/list/{regionNameEn}/{prefectureNameEn}`: lowercase ASCII, e.g. `hyogo`. */
  readonly name_en: string;
  /** The region's id, 1-8. */
  readonly area_id: number;
}

/** A prefecture in the flat master list, which clients read under the name `prefectures_name`. */
export interface Prefecture extends RegionPrefecture {
  readonly prefectures_name: string;
}

/** One of the 8 regional groupings the search and `/list/{regionNameEn}` pages use. */
export interface Region {
  /** The area_id, 1 (北海道) to 8 (九州). */
  readonly id: number;
  /** 北海道, 東北, 関東, 中部, 近畿, 中国, 四国, 九州. */
  readonly name: string;
  /** URL segment of `/list/{regionNameEn}`: lowercase Hepburn without macrons, e.g. `kyushu`. */
  readonly name_en: string;
  readonly prefectures: readonly RegionPrefecture[];
}

/** A municipality (市区町村; wards of designated cities are listed one by one). */
export interface City {
  /** 5-digit local government code without its check digit, e.g. `13101`. */
  readonly code: string;
  /** As written in addresses, with the district for towns and villages: 千代田区, 北都留郡小菅村. */
  readonly name: string;
}

/** The address a zipcode stands for, as filled into address forms (state, city, address). */
export interface ZipcodeAddress {
  /** The 7 ASCII digits looked up. */
  readonly zipcode: string;
  readonly prefecture_id: number;
  /** 都道府県 name, e.g. 東京都. */
  readonly prefecture: string;
  /** 市区町村 name, e.g. 千代田区. */
  readonly city: string;
  /** 町域 or 大字, e.g. 千代田; empty when the code covers a whole municipality. */
  readonly block: string;
}

/**
 * Japan's regions, prefectures, municipalities and zipcodes: static reference data that changes
 * only with a new data release, never through the event log.
 */
export abstract class GeoMasterPort {
  /** The 8 regions in id order, each with its prefectures in JIS order. */
  abstract listRegions(): readonly Region[];

  /** The 47 prefectures in JIS order. */
  abstract listPrefectures(): readonly Prefecture[];

  /** Municipalities of a prefecture in code order; empty for an unknown prefecture id. */
  abstract listCities(prefectureId: number): readonly City[];

  /**
   * The address for a zipcode, or null when the code is not a valid zipcode or is not in use.
   * Where one code covers several areas, the first is answered so the form can still be filled.
   */
  abstract lookupZipcode(zipcode: string): ZipcodeAddress | null;

  /** The region whose `name_en` is exactly this URL segment. */
  abstract findRegionByNameEn(regionNameEn: string): Region | null;

  /** The prefecture with this `name_en`, only when it belongs to the region named in the same URL. */
  abstract findPrefectureByNameEn(regionNameEn: string, prefectureNameEn: string): Prefecture | null;
}
