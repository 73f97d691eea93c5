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
  /** The municipality as the postal data names it. */
  city: string;
  /** Zipcodes of the town with their 大字 or 町名, as in the postal data. */
  places: readonly (readonly [zipcode: string, name: string])[];
  /** Farmland is offered only where people farm, a house by the sea only on the coast. */
  farming: boolean;
  coastal: boolean;
  /** A hot-spring town, the only place a listing is tagged 温泉地. */
  hot_spring: boolean;
  /** Land prices against a typical rural town: a resort or a commuter town costs more, a shrinking one less. */
  price_factor: number;
}

/** A few municipalities per prefecture. */
const TOWNS: readonly Town[] = [
  { prefecture_id: 1, city: '夕張市', places: [['0680403', '本町'], ['0680531', '清水沢'], ['0680532', '清水沢清栄町']], farming: true, coastal: false, hot_spring: false, price_factor: 0.4 },
  { prefecture_id: 1, city: '虻田郡ニセコ町', places: [['0481501', '富士見'], ['0481522', '曽我'], ['0481502', '本通']], farming: true, coastal: false, hot_spring: true, price_factor: 1.8 },
  { prefecture_id: 2, city: '弘前市', places: [['0368221', '紙漉町'], ['0368227', '桔梗野']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 3, city: '遠野市', places: [['0280551', '土淵町栃内'], ['0280552', '土淵町山口'], ['0280553', '土淵町柏崎']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 4, city: '栗原市', places: [['9872301', '一迫大川口'], ['9872302', '一迫片子沢'], ['9872303', '一迫川口']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 5, city: '仙北市', places: [['0140301', '角館町広久内'], ['0140302', '角館町白岩'], ['0140303', '角館町薗田']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 6, city: '最上郡大蔵村', places: [['9960212', '清水'], ['9960201', '南山'], ['9960211', '合海']], farming: true, coastal: false, hot_spring: true, price_factor: 0.8 },
  { prefecture_id: 7, city: '南会津郡只見町', places: [['9680415', '叶津'], ['9680421', '只見'], ['9680411', '塩沢']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 8, city: '常陸太田市', places: [['3110301', '河内西町'], ['3110311', '町屋町'], ['3110312', '西河内下町']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 9, city: '那須郡那須町', places: [['3250301', '湯本'], ['3250303', '高久乙'], ['3250001', '高久甲']], farming: true, coastal: false, hot_spring: true, price_factor: 1.3 },
  { prefecture_id: 10, city: '吾妻郡中之条町', places: [['3770423', '伊勢町'], ['3770601', '四万'], ['3770411', '大道']], farming: true, coastal: false, hot_spring: true, price_factor: 1.0 },
  { prefecture_id: 11, city: '秩父市', places: [['3691501', '吉田久長'], ['3691502', '吉田阿熊']], farming: true, coastal: false, hot_spring: false, price_factor: 1.2 },
  { prefecture_id: 12, city: 'いすみ市', places: [['2980004', '大原'], ['2980006', '大原最上台'], ['2980014', '大原台']], farming: true, coastal: true, hot_spring: false, price_factor: 1.4 },
  { prefecture_id: 13, city: '西多摩郡檜原村', places: [['1900221', '数馬'], ['1900222', '人里'], ['1900201', '倉掛']], farming: false, coastal: false, hot_spring: false, price_factor: 1.2 },
  { prefecture_id: 13, city: '八王子市', places: [['1920156', '上恩方町'], ['1930801', '川口町'], ['1920001', '戸吹町']], farming: false, coastal: false, hot_spring: false, price_factor: 2.2 },
  { prefecture_id: 14, city: '足柄上郡山北町', places: [['2580113', '山北'], ['2580201', '中川'], ['2580111', '向原']], farming: true, coastal: false, hot_spring: false, price_factor: 1.5 },
  { prefecture_id: 15, city: '十日町市', places: [['9421341', '松之山黒倉'], ['9421401', '松之山水梨'], ['9421402', '松之山小谷']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 16, city: '南砺市', places: [['9391815', '城端']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 17, city: '輪島市', places: [['9272101', '門前町西円山'], ['9272102', '門前町浦上'], ['9272103', '門前町宮古場']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 18, city: '大野市', places: [['9120201', '朝日前坂'], ['9120205', '朝日'], ['9120823', '蕨生']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 19, city: '北杜市', places: [['4070301', '高根町清里'], ['4070302', '高根町浅川'], ['4080001', '高根町長沢']], farming: true, coastal: false, hot_spring: false, price_factor: 1.5 },
  { prefecture_id: 20, city: '小諸市', places: [['3840041', '菱平'], ['3840807', '山浦']], farming: true, coastal: false, hot_spring: false, price_factor: 1.2 },
  { prefecture_id: 20, city: '下高井郡山ノ内町', places: [['3810401', '平穏'], ['3810405', '夜間瀬'], ['3810402', '佐野']], farming: true, coastal: false, hot_spring: true, price_factor: 1.0 },
  { prefecture_id: 21, city: '郡上市', places: [['5014201', '八幡町有穂'], ['5014202', '八幡町市島'], ['5014203', '八幡町初納']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 22, city: '賀茂郡松崎町', places: [['4103613', '岩科北側'], ['4103614', '岩科南側'], ['4103624', '江奈']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 23, city: '北設楽郡設楽町', places: [['4412301', '田口'], ['4412601', '津具'], ['4412221', '田峯']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 24, city: '伊賀市', places: [['5180831', '上野農人町'], ['5180832', '上野車坂町'], ['5180838', '上野茅町']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 25, city: '高島市', places: [['5201401', '朽木市場'], ['5201411', '朽木荒川'], ['5201412', '朽木野尻']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 26, city: '南丹市', places: [['6010701', '美山町江和'], ['6010702', '美山町田歌'], ['6010703', '美山町芦生']], farming: true, coastal: false, hot_spring: false, price_factor: 1.1 },
  { prefecture_id: 27, city: '南河内郡千早赤阪村', places: [['5850044', '森屋'], ['5850053', '小吹'], ['5850041', '水分']], farming: true, coastal: false, hot_spring: false, price_factor: 1.3 },
  { prefecture_id: 28, city: '丹波篠山市', places: [['6692131', '今田町辰巳'], ['6692132', '今田町上小野原'], ['6692133', '今田町下小野原']], farming: true, coastal: false, hot_spring: false, price_factor: 1.2 },
  { prefecture_id: 29, city: '吉野郡十津川村', places: [['6371333', '小原'], ['6371554', '平谷'], ['6371101', '沼田原']], farming: false, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 30, city: '有田郡有田川町', places: [['6430152', '金屋'], ['6430521', '清水'], ['6430021', '下津野']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 31, city: '八頭郡智頭町', places: [['6891402', '智頭'], ['6891412', '芦津'], ['6891401', '市瀬']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 32, city: '邑智郡美郷町', places: [['6960704', '都賀本郷'], ['6994621', '粕渕'], ['6960701', '潮村']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 33, city: '真庭市', places: [['7170013', '勝山'], ['7170501', '蒜山中福田'], ['7170502', '蒜山富掛田']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 34, city: '尾道市', places: [['7222101', '因島大浜町'], ['7222102', '因島重井町'], ['7222211', '因島中庄町']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 35, city: '大島郡周防大島町', places: [['7422301', '久賀'], ['7422802', '油良'], ['7422101', '西三蒲']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 36, city: '三好市', places: [['7780001', '池田町ウエノ'], ['7780002', '池田町マチ'], ['7780003', '池田町サラダ']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 37, city: '小豆郡小豆島町', places: [['7614301', '池田'], ['7614432', '草壁本町'], ['7614155', '中山']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 38, city: '西予市', places: [['7970001', '宇和町田野中'], ['7970002', '宇和町平野'], ['7970003', '宇和町窪']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 39, city: '高岡郡四万十町', places: [['7860010', '窪川'], ['7860096', '窪川中津川'], ['7860301', '大正']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 40, city: '八女市', places: [['8340201', '星野村'], ['8341201', '黒木町北大淵'], ['8341202', '黒木町大淵']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 41, city: '鹿島市', places: [['8491311', '高津原'], ['8491312', '納富分'], ['8491301', '常広']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 42, city: '五島市', places: [['8530201', '富江町富江'], ['8530202', '富江町松尾'], ['8530203', '富江町田尾']], farming: true, coastal: true, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 43, city: '阿蘇市', places: [['8692601', '一の宮町手野'], ['8692602', '一の宮町三野'], ['8692603', '一の宮町北坂梨']], farming: true, coastal: false, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 44, city: '由布市', places: [['8795101', '湯布院町塚原'], ['8795102', '湯布院町川上'], ['8795103', '湯布院町川南']], farming: true, coastal: false, hot_spring: true, price_factor: 1.3 },
  { prefecture_id: 45, city: '西臼杵郡高千穂町', places: [['8821101', '三田井'], ['8821621', '岩戸'], ['8821102', '押方']], farming: true, coastal: false, hot_spring: false, price_factor: 0.8 },
  { prefecture_id: 46, city: '南九州市', places: [['8910701', '頴娃町郡'], ['8910702', '頴娃町牧之内'], ['8910703', '頴娃町御領']], farming: true, coastal: true, hot_spring: false, price_factor: 1.0 },
  { prefecture_id: 47, city: '国頭郡大宜味村', places: [['9051303', '喜如嘉'], ['9051306', '大宜味'], ['9051301', '田嘉里']], farming: true, coastal: true, hot_spring: false, price_factor: 0.8 },
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
    hashtags: [1, 2, 4, 8],
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
    hashtags: [4, 6],
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

const HOT_SPRING_TAG = 5;

/** The kinds of listing a town can plausibly have. */
function kindsFor(town: Town): readonly Kind[] {
  return KINDS.filter((kind) => (kind.scene !== 'coast' || town.coastal) && (kind.scene !== 'field' || town.farming));
}

export function demoListings(count: number, seed = 2026): DemoListing[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = ([low, high]: readonly [number, number]) => low + next() * (high - low);
  return Array.from({ length: count }, (_, index) => {
    const town = TOWNS[index % TOWNS.length];
    const kind = pick(kindsFor(town));
    const [zipcode, place] = pick(town.places);
    const age = 20 + Math.floor(next() * 80);
    const title = pick(kind.titles).replace('{age}', String(age));
    const unknownPrice = kind.price[0] < 0 && next() < 0.5;
    const base = between([Math.max(kind.price[0], 50_000), kind.price[1]]) * town.price_factor;
    const price = unknownPrice ? -1 : Math.max(10_000, Math.round(base / 10_000) * 10_000);
    const area = Math.round(between(kind.area) * 100) / 100;
    const descriptions = [...kind.descriptions].sort(() => next() - 0.5).slice(0, 2);
    const hashtags = [...new Set([pick(kind.hashtags), pick(kind.hashtags), ...(town.hot_spring && kind.is_building ? [HOT_SPRING_TAG] : [])])];
    const builtIn = 2026 - age;
    const [era, eraYear] = builtIn <= 1988 ? (['昭和', builtIn - 1925] as const) : (['平成', builtIn - 1988] as const);
    const input: PropertyInput = {
      name: `${town.city.replace(/^.+郡/, '')}の${title}`,
      zipcode1: zipcode.slice(0, 3),
      zipcode2: zipcode.slice(3),
      prefecture_id: town.prefecture_id,
      city: town.city,
      block: place,
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
