import type { PropertyCardItem } from '../ui/property-card.types';

export function aCard(overrides: Partial<PropertyCardItem> = {}): PropertyCardItem {
  return {
    id: 101,
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
  newest: [aCard(), aCard({ id: 102, name: '海の見える土地', sale_price: -1, thumb_url: null, status_id: 3, status: '商談中' })],
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

export function aResultPage(cards: PropertyCardItem[], page = { current_page: 1, last_page: 1, per_page: 20, total: cards.length }) {
  return { data: cards, ...page };
}
