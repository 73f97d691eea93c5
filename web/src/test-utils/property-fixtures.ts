import type { Property } from '../features/property-edit/api/property-edit.api';
import type { PropertyImage } from '../features/property-detail/api/property-detail.api';
import type { PropertyCardItem } from '../ui/property-card.types';

/** A listing photo as the API answers it: its copies and its renditions in every width and format, as the server names them. */
export function aPhoto(id: string, sort: number, width = 1600, height = 1200): PropertyImage {
  const widths = [...new Set([320, 640, 1280].map((wanted) => Math.min(wanted, width)))];
  return {
    id,
    sort,
    url: `/api/property/image/${id}/web`,
    thumb_url: `/api/property/image/${id}/thumb`,
    width,
    height,
    renditions: widths.flatMap((w) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({ width: w, height: Math.round((height * w) / width), format, url: `/api/property/image/${id}/rendition/${w}.${format}` })),
    ),
  };
}

export function aCard(overrides: Partial<PropertyCardItem> = {}): PropertyCardItem {
  return {
    id: '101',
    name: '畑付きの古民家',
    status_id: 2,
    status: '掲載中',
    prefecture_id: 20,
    prefecture: '長野県',
    city: '松本市',
    sale_price: 3_800_000,
    area: 1234.5,
    ground_id: 1,
    ground: '宅地',
    is_building: true,
    hashtags: [{ id: 3, name: '古民家' }],
    thumb_url: '/api/property/image/9/thumb',
    registered_at: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

export const REGIONS = [
  {
    id: 3,
    name: '関東',
    name_en: 'kanto',
    prefectures: [
      { id: 8, prefecture_id: 8, name: '茨城県', name_en: 'ibaraki' },
      { id: 13, prefecture_id: 13, name: '東京都', name_en: 'tokyo' },
    ],
  },
  {
    id: 4,
    name: '中部',
    name_en: 'chubu',
    prefectures: [{ id: 20, prefecture_id: 20, name: '長野県', name_en: 'nagano' }],
  },
];

export const TOP_PAGE = {
  newest: [aCard(), aCard({ id: '102', name: '海の見える土地', sale_price: -1, thumb_url: null, status_id: 3, status: '商談中' })],
  regions: [
    {
      area_id: 3,
      name: '関東',
      name_en: 'kanto',
      count: 5,
      prefectures: [
        { prefecture_id: 8, name: '茨城県', name_en: 'ibaraki', count: 2 },
        { prefecture_id: 13, name: '東京都', name_en: 'tokyo', count: 3 },
      ],
    },
    { area_id: 4, name: '中部', name_en: 'chubu', count: 7, prefectures: [{ prefecture_id: 20, name: '長野県', name_en: 'nagano', count: 7 }] },
  ],
  hashtags: [
    { id: 3, name: '古民家', count: 4 },
    { id: 5, name: '海が近い', count: 1 },
  ],
  grounds: [
    { id: 1, name: '宅地', count: 9 },
    { id: 3, name: '畑', count: 2 },
  ],
};

export function aResultPage(
  cards: PropertyCardItem[],
  page: { current_page: number; last_page: number; per_page: number; total: number; total_is_lower_bound?: boolean } = {
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: cards.length,
  },
) {
  return { data: cards, total_is_lower_bound: false, ...page };
}


export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p7',
    status_id: 1,
    status: '下書き',
    name: '松本の古民家',
    zipcode1: '390',
    zipcode2: '0811',
    prefecture_id: 20,
    city: '松本市',
    block: '中央1-2-3',
    address: null,
    area: 120.5,
    ground_id: 1,
    is_building: true,
    floor_plan: null,
    era_name: null,
    construction_year: null,
    boundary_id: null,
    road_id_1: null,
    road_id_2: null,
    road_id_3: null,
    road_id_4: null,
    property_tax_price: null,
    valuation_price: null,
    management_price: null,
    incidental_cost: null,
    tree_id: null,
    river_id: null,
    neighbors_id: null,
    neighbors_text: null,
    sale_support_service: null,
    access: null,
    sale_price: null,
    register_cost: null,
    revenue_stamp_fee: null,
    revenue_after_fees: null,
    categories: null,
    detail_1: null,
    detail_2: null,
    detail_3: null,
    detail_4: null,
    detail_5: null,
    youtube_url: null,
    registration_step: 1,
    yes_no_charts: [],
    images: [],
    owner_id: 'u1',
    registered_at: null,
    display_construction_date: null,
    thumb_image: null,
    created_at: '2026-05-01T09:00:00+09:00',
    updated_at: '2026-05-01T10:00:00+09:00',
    ...overrides,
  };
}

export const PROPERTY_MASTERS = {
  prefectures: [{ id: 20, prefecture_id: 20, name: '長野県', name_en: 'Nagano', area_id: 4, cities: [{ code: '20202', name: '松本市' }] }],
  grounds: [
    { id: 1, name: '宅地' },
    { id: 2, name: '田' },
  ],
  hashtags: [
    { id: 1, name: '古民家' },
    { id: 7, name: '家庭菜園可' },
  ],
  questions: [1, 2, 3, 4, 5].map((id) => ({
    id,
    question: ['境界は確定していますか？', '前面道路は4m以上ですか？', '建物が建っていますか？', 'すぐに住めますか？', '片付けは買主負担でよいですか？'][id - 1] as string,
    note: null,
    answers: [
      { value: 1, label: 'はい' },
      { value: 0, label: 'いいえ' },
    ],
  })),
};
