import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../application/shared/event-store.port';
import { ident, type Database } from '../infrastructure/database/database';
import { insertChainedRows } from '../infrastructure/testing/chained-rows';
import type { PropertyEvent, PropertyFields, PropertyStatus } from '../domain/properties/property.events';
import { propertyStreamId } from '../domain/properties/property.events';

/**
 * Listings as sellers on the marketplace write them, as property events: a draft, the three edit
 * groups (basic, detail, features) and the status changes, straight into the event log in big
 * batches. Everything comes from word lists and a seeded generator, so two runs hold the same
 * listings. Rural prefectures have more listings than the big cities; titles, addresses and
 * descriptions are built so that 1-, 2- and 3+-character keywords hit a realistic share.
 */

/** A small seeded generator (mulberry32), so the data set is the same on every run. */
export class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let at = this.next() * total;
    for (const [item, weight] of items) {
      at -= weight;
      if (at < 0) return item;
    }
    return items[items.length - 1][0];
  }
}

/** Big-city prefectures: 埼玉, 千葉, 東京, 神奈川, 愛知, 京都, 大阪, 兵庫, 福岡. */
const METROPOLITAN = new Set([11, 12, 13, 14, 23, 26, 27, 28, 40]);
/** Where vacant houses and rural land pile up most. */
const MOST_RURAL = new Set([1, 2, 3, 5, 6, 15, 20, 32, 39, 46]);

export const PREFECTURE_WEIGHTS: readonly (readonly [number, number])[] = Array.from({ length: 47 }, (_, i) => {
  const id = i + 1;
  return [id, METROPOLITAN.has(id) ? 1 : MOST_RURAL.has(id) ? 5 : 3] as const;
});

const CITY_STEMS = [
  '松本', '上田', '高山', '大川', '南山', '北川', '中津', '西原', '東山', '小野', '本宮', '新庄', '大野', '三島', '白石',
  '岩井', '八幡', '日野', '竹田', '津山', '朝日', '青木', '宮川', '石川', '港', '桜井', '久米', '香取', '吉野', '松川',
];
const CITY_SUFFIXES = ['市', '市', '町', '町', '町', '村'];

/** The cities listings of a prefecture are in: eight per prefecture, the same on every run. */
export function citiesOf(prefectureId: number): string[] {
  return Array.from({ length: 8 }, (_, k) => {
    const stem = CITY_STEMS[(prefectureId * 7 + k * 11) % CITY_STEMS.length];
    return `${stem}${CITY_SUFFIXES[(prefectureId + k) % CITY_SUFFIXES.length]}`;
  });
}

const DISTRICTS = ['大字上野', '大字下田', '字中村', '本町', '栄町', '大字山田', '字川端', '駅前', '港町', '大字森', '旭町', '大字赤坂', '緑が丘', '字浜'];

const TITLE_LEADS = [
  '日当たり良好', '眺望抜群', '南向き', '静かな環境の', '海が見える', '山の見える', '駅徒歩15分の', '価格応談', '田舎暮らしに最適な',
  '温泉付き', '広い庭のある', 'リフォーム済み', 'DIY可能な', '富士山が見える', '川沿いの', '雪の少ない', '別荘地の', '農地付き',
];
const TITLE_KINDS = ['古民家', '平屋', '一戸建て', '土地', '宅地', '山林', '田畑', '別荘', '空き家', '倉庫付き住宅', '店舗付き住宅', '更地', '農家住宅'];

const SENTENCES = [
  '築年数は古いですが、しっかりとした造りの古民家です。',
  '南向きで日当たり良好、冬でも暖かく過ごせます。',
  '敷地内に畑があり、家庭菜園を楽しめます。',
  '最寄り駅まで車で10分、スーパーまで5分です。',
  '海まで徒歩圏内で、釣りやサーフィンが楽しめます。',
  '山に囲まれた静かな集落にあります。',
  '井戸水が使えます。上水道も引き込み済みです。',
  '屋根は数年前に葺き替えました。',
  '水回りはリフォームが必要です。',
  '納屋と倉庫があり、農機具の保管に便利です。',
  '近くに温泉施設があり、毎日でも通えます。',
  '小学校まで徒歩10分、子育て世帯にもおすすめです。',
  '冬は雪が積もるため、四輪駆動車があると安心です。',
  '移住支援金の対象地域です。詳しくは役場にお問い合わせください。',
  '前面道路は幅員4メートルの公道です。',
  '境界は確定済みです。',
  '駐車場は3台分あります。',
  '薪ストーブを設置しています。',
  '港まで車で5分、新鮮な魚が手に入ります。',
  '田んぼに囲まれたのどかな環境です。',
  '桜の名所が近く、春には花見が楽しめます。',
  '家財道具は残置物として引き渡します。',
  '二拠点生活の拠点としてもご検討ください。',
  '高台にあり、眺望が自慢です。',
  '川が近く、夏は川遊びができます。',
  '現況渡しとなります。内覧はご相談ください。',
  '相続で取得した物件のため、早期の売却を希望します。',
  '周辺は別荘地として整備されています。',
  '傾斜地のため、造成が必要です。',
  '光回線が利用できます。テレワークにも最適です。',
];

const FLOOR_PLANS = ['1K', '2DK', '3DK', '3LDK', '4DK', '4LDK', '5DK', '6DK'];
const GROUND_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 45], [2, 10], [3, 14], [4, 12], [5, 4], [6, 6], [7, 1], [8, 1], [9, 1], [10, 1], [11, 1], [12, 4],
];
const HASHTAG_COUNT = 26;

/** How a listing's life ends up: about 85% are published when the bench runs. */
const FINAL_STATUSES: readonly (readonly [PropertyStatus, number])[] = [
  ['published', 85],
  ['in_negotiation', 4],
  ['draft', 5],
  ['withdrawn', 3],
  ['contracted', 2],
  ['closed', 1],
];

const PATHS: Record<PropertyStatus, PropertyStatus[]> = {
  draft: [],
  published: ['published'],
  in_negotiation: ['published', 'in_negotiation'],
  withdrawn: ['published', 'withdrawn'],
  contracted: ['published', 'in_negotiation', 'contracted'],
  closed: ['published', 'in_negotiation', 'contracted', 'closed'],
  deleted: [],
};

const SPAN_START = Date.parse('2024-01-01T00:00:00Z');
const SPAN_MS = 2 * 365 * 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

interface LogRow {
  streamId: string;
  version: number;
  type: string;
  data: string;
  metadata: string;
  recordedAt: string;
}

function metadata(ownerId: string, random: Random): string {
  const value: EventMetadata = {
    actor: { id: ownerId, role: 'member' },
    correlation_id: randomUUID(),
    causation_id: randomUUID(),
    request_id: randomUUID(),
    client_address: `203.0.113.${random.int(1, 250)}`,
    schema_version: 1,
  };
  return JSON.stringify(value);
}

function price(random: Random): number {
  if (random.chance(0.08)) return -1;
  if (random.chance(0.03)) return 0;
  // Mostly a few hundred ten-thousands of yen, a long tail up to tens of millions.
  const man = Math.round(Math.exp(random.next() * Math.log(5000)) * 10) / 10;
  return Math.max(10, Math.round(man)) * 10_000;
}

function area(random: Random, groundId: number): number {
  const base = groundId === 4 || groundId === 5 ? random.int(500, 30_000) : random.int(60, 1_500);
  return Math.round((base + random.next()) * 100) / 100;
}

function hashtags(random: Random): string | null {
  const count = random.weighted([[0, 15], [1, 20], [2, 25], [3, 20], [4, 12], [5, 8]] as const);
  if (count === 0) return null;
  const ids = new Set<number>();
  while (ids.size < count) ids.add(random.int(1, HASHTAG_COUNT));
  return [...ids].sort((a, b) => a - b).join(',');
}

function description(random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => random.pick(SENTENCES)).join('');
}

/** The events of listing number `index`, in the order its seller produced them. */
export function listingEvents(
  index: number,
  random: Random,
): { streamId: string; ownerId: string; events: { event: PropertyEvent; at: number }[] } {
  const propertyId = `bench-${String(index).padStart(6, '0')}`;
  const ownerId = `member-bench-${random.int(1, 20_000)}`;
  const prefectureId = random.weighted(PREFECTURE_WEIGHTS);
  const groundId = random.weighted(GROUND_WEIGHTS);
  const isBuilding = groundId === 1 ? random.chance(0.8) : random.chance(0.25);
  const kind = isBuilding ? random.pick(['古民家', '平屋', '一戸建て', '空き家', '別荘', '農家住宅', '倉庫付き住宅', '店舗付き住宅']) : random.pick(TITLE_KINDS.filter((k) => ['土地', '宅地', '山林', '田畑', '更地'].includes(k)));
  let at = SPAN_START + Math.floor(random.next() * SPAN_MS);
  const events: { event: PropertyEvent; at: number }[] = [];
  const iso = () => new Date(at).toISOString();
  const edit = (values: Partial<PropertyFields>) => {
    at += random.int(1, 48) * 60_000;
    events.push({
      event: {
        type: 'PropertyEdited',
        data: { property_id: propertyId, changed_fields: Object.keys(values) as (keyof PropertyFields)[], values, edited_at: iso() },
      },
      at,
    });
  };

  events.push({ event: { type: 'PropertyDraftCreated', data: { property_id: propertyId, owner_id: ownerId, created_at: iso() } }, at });
  const zip = random.int(100, 999);
  edit({
    name: `${random.pick(TITLE_LEADS)}${kind}${random.chance(0.3) ? `（${random.pick(DISTRICTS)}）` : ''}`,
    zipcode1: String(zip),
    zipcode2: String(random.int(0, 9999)).padStart(4, '0'),
    prefecture_id: prefectureId,
    city: random.pick(citiesOf(prefectureId)),
    block: `${random.pick(DISTRICTS)}${random.int(1, 9)}丁目`,
    address: `${random.int(1, 3000)}番地${random.int(1, 30)}`,
    area: area(random, groundId),
    ground_id: groundId,
  });
  edit({
    is_building: isBuilding,
    floor_plan: isBuilding ? random.pick(FLOOR_PLANS) : null,
    era_name: isBuilding ? random.pick(['昭和', '昭和', '平成', '大正'] as const) : null,
    construction_year: isBuilding ? (random.chance(0.1) ? -1 : random.int(1, 30)) : null,
    access: random.chance(0.7) ? `${random.pick(CITY_STEMS)}駅から${random.chance(0.5) ? '徒歩' : '車で'}${random.int(3, 40)}分` : null,
  });
  const sentences = random.int(2, 9);
  edit({
    sale_price: price(random),
    categories: hashtags(random),
    detail_1: description(random, Math.min(sentences, 3)),
    detail_2: sentences > 3 ? description(random, Math.min(sentences - 3, 3)) : null,
    detail_3: sentences > 6 ? description(random, sentences - 6) : null,
    detail_4: null,
    detail_5: random.chance(0.2) ? '詳しくはお問い合わせください。' : null,
  });
  let from: PropertyStatus = 'draft';
  for (const to of PATHS[random.weighted(FINAL_STATUSES)]) {
    at += random.int(1, 24 * 20) * HOUR;
    events.push({ event: { type: 'PropertyStatusChanged', data: { property_id: propertyId, from, to, changed_at: iso() } }, at });
    from = to;
  }
  return { streamId: propertyStreamId(propertyId), ownerId, events };
}

export interface ListingsLoad {
  listings: number;
  events: number;
}

/**
 * Writes `listings` listings' events into the log, `batch` listings per INSERT (one transaction
 * each). The log is then vacuumed and analysed, as one written over time would be.
 */
export async function loadListings(db: Database, listings: number, batch = 4000): Promise<ListingsLoad> {
  const random = new Random(20_260_105);
  const sql = `
    SELECT stream_id, version, gen_random_uuid(), type, data, metadata, recorded_at
    FROM unnest($1::text[], $2::integer[], $3::text[], $4::jsonb[], $5::jsonb[], $6::timestamptz[])
      AS u(stream_id, version, type, data, metadata, recorded_at)`;
  let events = 0;
  for (let from = 0; from < listings; from += batch) {
    const rows: LogRow[] = [];
    for (let index = from; index < Math.min(listings, from + batch); index++) {
      const listing = listingEvents(index, random);
      const ownerMetadata = metadata(listing.ownerId, random);
      listing.events.forEach(({ event, at }, i) => {
        rows.push({
          streamId: listing.streamId,
          version: i + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: ownerMetadata,
          recordedAt: new Date(at).toISOString(),
        });
      });
    }
    await insertChainedRows(db, sql, [
      rows.map((row) => row.streamId),
      rows.map((row) => row.version),
      rows.map((row) => row.type),
      rows.map((row) => row.data),
      rows.map((row) => row.metadata),
      rows.map((row) => row.recordedAt),
    ]);
    events += rows.length;
  }
  await db.query(`VACUUM (ANALYZE) ${ident(db.schema)}.events`);
  return { listings, events };
}
