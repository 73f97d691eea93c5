import type { PropertyInput } from '../../domain/properties/property-fields.rules';

/**
 * Made-up but plausible listings for the demo site: vacant houses, farmland and forest across
 * every prefecture, from a fixed seed so that every fresh start shows the same site.
 */
export interface DemoListing {
  input: PropertyInput;
  /** How many photos it gets, and the kind of scene they show. */
  photos: number;
  scene: 'house' | 'field' | 'forest' | 'coast';
  /** 掲載中, or 商談中 for a few. */
  negotiating: boolean;
}

interface Town {
  prefecture_id: number;
  city: string;
  blocks: readonly string[];
  zipcode: string;
}

/** A few municipalities per prefecture, with a representative zipcode. */
const TOWNS: readonly Town[] = [
  { prefecture_id: 1, city: '夕張市', blocks: ['本町', '清水沢'], zipcode: '0680400' },
  { prefecture_id: 1, city: '虻田郡ニセコ町', blocks: ['字富士見', '字曽我'], zipcode: '0481500' },
  { prefecture_id: 2, city: '弘前市', blocks: ['大字紙漉町', '大字桔梗野'], zipcode: '0368001' },
  { prefecture_id: 3, city: '遠野市', blocks: ['土淵町', '附馬牛町'], zipcode: '0280500' },
  { prefecture_id: 4, city: '栗原市', blocks: ['一迫', '栗駒'], zipcode: '9895300' },
  { prefecture_id: 5, city: '仙北市', blocks: ['角館町', '田沢湖生保内'], zipcode: '0140300' },
  { prefecture_id: 6, city: '最上郡大蔵村', blocks: ['大字肘折', '大字清水'], zipcode: '9960300' },
  { prefecture_id: 7, city: '南会津郡只見町', blocks: ['大字只見', '大字叶津'], zipcode: '9680400' },
  { prefecture_id: 8, city: '常陸太田市', blocks: ['里美', '金砂郷'], zipcode: '3130000' },
  { prefecture_id: 9, city: '那須郡那須町', blocks: ['大字高久乙', '大字湯本'], zipcode: '3250300' },
  { prefecture_id: 10, city: '吾妻郡中之条町', blocks: ['大字四万', '大字伊勢町'], zipcode: '3770400' },
  { prefecture_id: 11, city: '秩父市', blocks: ['荒川', '吉田'], zipcode: '3680000' },
  { prefecture_id: 12, city: 'いすみ市', blocks: ['岬町', '大原'], zipcode: '2984100' },
  { prefecture_id: 13, city: '西多摩郡檜原村', blocks: ['数馬', '人里'], zipcode: '1900200' },
  { prefecture_id: 13, city: '八王子市', blocks: ['上恩方町', '川口町'], zipcode: '1920000' },
  { prefecture_id: 14, city: '足柄上郡山北町', blocks: ['山北', '中川'], zipcode: '2580100' },
  { prefecture_id: 15, city: '十日町市', blocks: ['松代', '松之山'], zipcode: '9480000' },
  { prefecture_id: 16, city: '南砺市', blocks: ['相倉', '城端'], zipcode: '9391900' },
  { prefecture_id: 17, city: '輪島市', blocks: ['門前町', '町野町'], zipcode: '9280000' },
  { prefecture_id: 18, city: '大野市', blocks: ['蕨生', '朝日'], zipcode: '9120000' },
  { prefecture_id: 19, city: '北杜市', blocks: ['高根町', '白州町'], zipcode: '4080000' },
  { prefecture_id: 20, city: '小諸市', blocks: ['大字山浦', '大字菱平'], zipcode: '3840000' },
  { prefecture_id: 20, city: '下高井郡山ノ内町', blocks: ['大字平穏', '大字夜間瀬'], zipcode: '3810400' },
  { prefecture_id: 21, city: '郡上市', blocks: ['八幡町', '白鳥町'], zipcode: '5014200' },
  { prefecture_id: 22, city: '賀茂郡松崎町', blocks: ['岩科', '江奈'], zipcode: '4100600' },
  { prefecture_id: 23, city: '北設楽郡設楽町', blocks: ['田口', '津具'], zipcode: '4412300' },
  { prefecture_id: 24, city: '伊賀市', blocks: ['上野', '島ヶ原'], zipcode: '5180000' },
  { prefecture_id: 25, city: '高島市', blocks: ['朽木', 'マキノ町'], zipcode: '5200000' },
  { prefecture_id: 26, city: '南丹市', blocks: ['美山町', '日吉町'], zipcode: '6290000' },
  { prefecture_id: 27, city: '南河内郡千早赤阪村', blocks: ['大字小吹', '大字森屋'], zipcode: '5850000' },
  { prefecture_id: 28, city: '丹波篠山市', blocks: ['大山', '今田町'], zipcode: '6692300' },
  { prefecture_id: 29, city: '吉野郡十津川村', blocks: ['平谷', '小原'], zipcode: '6376000' },
  { prefecture_id: 30, city: '有田郡有田川町', blocks: ['清水', '金屋'], zipcode: '6430000' },
  { prefecture_id: 31, city: '八頭郡智頭町', blocks: ['智頭', '芦津'], zipcode: '6891400' },
  { prefecture_id: 32, city: '邑智郡美郷町', blocks: ['粕渕', '都賀本郷'], zipcode: '6994600' },
  { prefecture_id: 33, city: '真庭市', blocks: ['勝山', '蒜山'], zipcode: '7170000' },
  { prefecture_id: 34, city: '尾道市', blocks: ['因島', '瀬戸田町'], zipcode: '7220000' },
  { prefecture_id: 35, city: '周防大島町', blocks: ['久賀', '油良'], zipcode: '7422100' },
  { prefecture_id: 36, city: '三好市', blocks: ['池田町', '東祖谷'], zipcode: '7780000' },
  { prefecture_id: 37, city: '小豆郡小豆島町', blocks: ['池田', '草壁本町'], zipcode: '7614400' },
  { prefecture_id: 38, city: '西予市', blocks: ['宇和町', '野村町'], zipcode: '7970000' },
  { prefecture_id: 39, city: '高岡郡四万十町', blocks: ['窪川', '大正'], zipcode: '7860000' },
  { prefecture_id: 40, city: '八女市', blocks: ['黒木町', '星野村'], zipcode: '8340000' },
  { prefecture_id: 41, city: '鹿島市', blocks: ['大字高津原', '大字納富分'], zipcode: '8490300' },
  { prefecture_id: 42, city: '五島市', blocks: ['富江町', '玉之浦町'], zipcode: '8530000' },
  { prefecture_id: 43, city: '阿蘇市', blocks: ['一の宮町', '波野'], zipcode: '8692200' },
  { prefecture_id: 44, city: '由布市', blocks: ['湯布院町', '庄内町'], zipcode: '8795100' },
  { prefecture_id: 45, city: '西臼杵郡高千穂町', blocks: ['大字三田井', '大字岩戸'], zipcode: '8820000' },
  { prefecture_id: 46, city: '南九州市', blocks: ['知覧町', '頴娃町'], zipcode: '8970000' },
  { prefecture_id: 47, city: '国頭郡大宜味村', blocks: ['字大宜味', '字喜如嘉'], zipcode: '9050000' },
];

interface Kind {
  scene: DemoListing['scene'];
  ground_id: number;
  is_building: boolean;
  titles: readonly string[];
  area: readonly [number, number];
  price: readonly [number, number];
  hashtags: readonly number[];
  floor_plans?: readonly string[];
  descriptions: readonly string[];
}

const KINDS: readonly Kind[] = [
  {
    scene: 'house',
    ground_id: 1,
    is_building: true,
    titles: ['築{age}年の古民家と畑', '南向きの平屋と庭', '囲炉裏のある古民家', '蔵付きの農家住宅', '里山の二階建て住宅', '薪ストーブのある家'],
    area: [180, 1200],
    price: [300_000, 12_000_000],
    hashtags: [1, 2, 4, 5, 8],
    floor_plans: ['4DK', '5K', '3LDK', '6DK', '4LDK'],
    descriptions: [
      '両親が暮らしていた家です。柱や梁はしっかりしており、手を入れれば長く住めると思います。',
      '日当たりがよく、冬でも縁側が暖かい家です。裏に小さな畑があり、家庭菜園を楽しめます。',
      '集落の皆さんは穏やかで、移住された方も何組か暮らしています。地域の行事も少人数で和やかです。',
      '屋根は十年前に葺き替えました。水回りは古いため、リフォームを前提にご検討ください。',
    ],
  },
  {
    scene: 'field',
    ground_id: 3,
    is_building: false,
    titles: ['日当たりのよい畑', '農業用水のある畑地', '平坦な畑と農道', '果樹を植えられる畑'],
    area: [300, 5000],
    price: [100_000, 3_000_000],
    hashtags: [2, 7, 9],
    descriptions: [
      '長年野菜を作ってきた畑です。土はよく肥えています。農地のため、購入には農業委員会の許可が必要です。',
      '道路に面していて軽トラックで出入りできます。近くに農業用水路があります。',
    ],
  },
  {
    scene: 'forest',
    ground_id: 4,
    is_building: false,
    titles: ['杉林の山林', '沢のある山林', '広葉樹の雑木林', 'キャンプ地にできる山林'],
    area: [2000, 60000],
    price: [-1, 4_000_000],
    hashtags: [4, 6, 10],
    descriptions: [
      '祖父が植えた杉林です。境界は一部未確定のため、現地で一緒に確認させてください。',
      '小さな沢が流れる山林です。夏は涼しく、週末を過ごす場所として使う方もいらっしゃいます。',
    ],
  },
  {
    scene: 'coast',
    ground_id: 1,
    is_building: true,
    titles: ['海の見える家', '港町の二階建て', '浜まで歩ける平屋', '漁村の古民家'],
    area: [120, 600],
    price: [500_000, 15_000_000],
    hashtags: [1, 3, 2],
    floor_plans: ['3DK', '4K', '2LDK', '5DK'],
    descriptions: [
      '二階の窓から海が見えます。潮風で外壁が傷んでいる箇所があります。',
      '港まで歩いて五分です。朝市が開かれ、新鮮な魚が手に入ります。',
    ],
  },
];

/** A small deterministic generator (mulberry32), so the demo data is the same on every start. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoListings(count: number, seed = 2026): DemoListing[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = ([low, high]: readonly [number, number]) => low + next() * (high - low);
  return Array.from({ length: count }, (_, index) => {
    const town = TOWNS[index % TOWNS.length];
    const kind = pick(KINDS);
    const age = 20 + Math.floor(next() * 80);
    const title = pick(kind.titles).replace('{age}', String(age));
    const unknownPrice = kind.price[0] < 0 && next() < 0.5;
    const price = unknownPrice ? -1 : Math.round(between([Math.max(kind.price[0], 50_000), kind.price[1]]) / 10_000) * 10_000;
    const area = Math.round(between(kind.area) * 100) / 100;
    const descriptions = [...kind.descriptions].sort(() => next() - 0.5).slice(0, 2);
    const hashtags = [...new Set([pick(kind.hashtags), pick(kind.hashtags)])];
    const builtIn = 2026 - age;
    const [era, eraYear] = builtIn <= 1988 ? (['昭和', builtIn - 1925] as const) : (['平成', builtIn - 1988] as const);
    const input: PropertyInput = {
      name: `${town.city.replace(/^.+郡/, '')}の${title}`,
      zipcode1: town.zipcode.slice(0, 3),
      zipcode2: town.zipcode.slice(3),
      prefecture_id: town.prefecture_id,
      city: town.city,
      block: pick(town.blocks),
      address: `${1 + Math.floor(next() * 2000)}番地`,
      area,
      ground_id: kind.ground_id,
      is_building: kind.is_building,
      sale_price: price,
      categories: hashtags.join(','),
      detail_1: descriptions[0],
      detail_2: descriptions[1] ?? null,
      access: `最寄り駅から車で${5 + Math.floor(next() * 40)}分です。`,
      registration_step: 5,
      ...(kind.is_building
        ? {
            floor_plan: pick(kind.floor_plans ?? ['4DK']),
            era_name: era,
            construction_year: eraYear,
          }
        : {}),
    } as PropertyInput;
    return { input, photos: 1 + Math.floor(next() * 3), scene: kind.scene, negotiating: next() < 0.08 };
  });
}
