import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatArea } from '../../../ui/area.format';
import { ICON_PATHS } from '../../../ui/icon-paths';
import {
  BOUNDARY_CHOICES,
  choiceLabel,
  NEIGHBORS_CHOICES,
  RIVER_CHOICES,
  ROAD_CHOICES,
  TREE_CHOICES,
  type Choice,
} from '../../../ui/property-choices';
import { formatDate } from '../../../ui/date-time.format';
import { SvgIcon } from '../../../ui/svg-icon';
import { TagLabel } from '../../../ui/tag-label';
import { formatYen } from '../../../ui/yen.format';
import { formatZipcode } from '../../../ui/zipcode.format';
import type { PropertyDetail, YesNoQuestion } from '../api/property-detail.api';
import { youtubeEmbedUrl } from '../lib/youtube-embed';
import { BUYER_CLEARS_QUESTION, LIVABLE_QUESTION, buyerClearsApplies, livableApplies } from '../../property-edit/lib/yes-no-chart.rules';
import styles from './property-facts.module.css';

interface PropertyFactsProps {
  property: PropertyDetail;
  mapUrl: string | null;
  questions: readonly YesNoQuestion[];
}

interface Fact {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

type Items = Fact[];

const NOT_ENTERED = '未記入';

function choiceText(choices: readonly Choice[], id: number | null): string {
  return choiceLabel(choices, id) ?? NOT_ENTERED;
}

function amountText(value: number | null): string {
  return formatYen(value) || NOT_ENTERED;
}

function buildingText(value: boolean | null): string {
  if (value === null) return NOT_ENTERED;
  return value ? 'あり' : 'なし（土地のみ）';
}

/** Down to the city for everyone; the street only when the answer carried it (the seller, admins). */
export function propertyAddress(property: Pick<PropertyDetail, 'prefecture' | 'city' | 'street_address'>): string {
  const street = property.street_address;
  return [property.prefecture, property.city, street?.block, street?.address].filter(Boolean).join(' ');
}

export const STREET_NOT_PUBLIC_NOTE = '番地など詳しい所在地は公開していません。';

function item(key: string, label: string, children: ReactNode): Fact {
  return { key, label, children };
}

/** One group of facts: a heading over a two-column table, each label a row header for its value. */
function Group({ title, items }: { title: string; items: Items }) {
  return (
    <section aria-label={title} className={styles.group}>
      <h2 className={styles.heading}>{title}</h2>
      <div className={styles.frame}>
        <table className={styles.table}>
          <tbody>
            {items.map((fact) => (
              <tr key={fact.key}>
                <th scope="row" className={styles.label}>
                  {fact.label}
                </th>
                <td className={styles.value}>{fact.children}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function answerLabel(value: 1 | 0 | null): string {
  if (value === 1) return 'はい';
  if (value === 0) return 'いいえ';
  return '未回答';
}

/** Every public field of a listing, in the groups a buyer reads them. */
export function PropertyFacts({ property, mapUrl, questions }: PropertyFactsProps) {
  const street = property.street_address;
  const zipcode = street ? formatZipcode(street.zipcode1, street.zipcode2) : '';
  const address = propertyAddress(property);
  const embed = youtubeEmbedUrl(property.youtube_url);
  const messages = [property.detail_1, property.detail_2, property.detail_3, property.detail_4, property.detail_5]
    .map((text, index) => ({ text, index }))
    .filter((message): message is { text: string; index: number } => message.text !== null);
  const roads = [property.road_id_1, property.road_id_2, property.road_id_3, property.road_id_4];

  const price: Items = [
    item('sale_price', '希望売却価格', <strong className={styles.price}>{amountText(property.sale_price)}</strong>),
    item('management_price', '管理費', amountText(property.management_price)),
    item('incidental_cost', '諸費用', amountText(property.incidental_cost)),
    item('property_tax_price', '固定資産税額', amountText(property.property_tax_price)),
    item('valuation_price', '固定資産税評価額', amountText(property.valuation_price)),
  ];
  if (property.register_cost !== null) price.push(item('register_cost', '登記費用', amountText(property.register_cost)));
  if (property.revenue_stamp_fee !== null) {
    price.push(item('revenue_stamp_fee', '収入印紙代', amountText(property.revenue_stamp_fee)));
  }

  const outline: Items = [
    item(
      'address',
      '所在地',
      <span>
        {zipcode ? <span style={{ marginInlineEnd: 8 }}>{zipcode}</span> : null}
        {address || NOT_ENTERED}
        {street ? null : (
          <span className={styles.note}>{STREET_NOT_PUBLIC_NOTE}</span>
        )}
      </span>,
    ),
    item('area', '土地面積', formatArea(property.area) || NOT_ENTERED),
    item('ground', '地目', property.ground ?? NOT_ENTERED),
  ];
  if (property.hashtags.length > 0) {
    outline.push(
      item(
        'hashtags',
        'ハッシュタグ',
        property.hashtags.map((tag) => (
          <TagLabel key={tag.id}>
            <Link to={`/list/Tag${tag.id}`}>#{tag.name}</Link>
          </TagLabel>
        )),
      ),
    );
  }
  if (property.registered_at) outline.push(item('registered_at', '掲載日', formatDate(property.registered_at)));

  const building: Items = [
    item('is_building', '建物', buildingText(property.is_building)),
    item('floor_plan', '間取り', property.floor_plan ?? NOT_ENTERED),
    item('construction', '建築年', property.display_construction_date ?? NOT_ENTERED),
  ];

  const surroundings: Items = [
    item('boundary', '境界', choiceText(BOUNDARY_CHOICES, property.boundary_id)),
    ...roads.map((road, index) => item(`road_${index + 1}`, `接道${index + 1}`, choiceText(ROAD_CHOICES, road))),
    item('tree', '樹木', choiceText(TREE_CHOICES, property.tree_id)),
    item('river', '河川・水路', choiceText(RIVER_CHOICES, property.river_id)),
    item(
      'neighbors',
      '近隣の状況',
      <>
        <div>{choiceText(NEIGHBORS_CHOICES, property.neighbors_id)}</div>
        {property.neighbors_text ? <div className={styles.preWrap}>{property.neighbors_text}</div> : null}
      </>,
    ),
    item(
      'access',
      '交通アクセス',
      <>
        {property.access ? <div className={styles.preWrap}>{property.access}</div> : <div>{NOT_ENTERED}</div>}
        {mapUrl ? (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            <SvgIcon icon={ICON_PATHS.environment} /> {street ? '地図で場所を確認する' : '市区町村の地図を見る'}{' '}
            <SvgIcon icon={ICON_PATHS.export} label="別のタブで開きます" />
          </a>
        ) : null}
      </>,
    ),
  ];

  // A question the seller's earlier answers rule out (no building, so not livable) is left out, not 未回答.
  const given = Object.fromEntries(property.yes_no_charts.map((answer) => [answer.y_n_chart_id, answer.value]));
  const answers = property.yes_no_charts.filter(
    (answer) =>
      !(answer.y_n_chart_id === LIVABLE_QUESTION && !livableApplies(given)) && !(answer.y_n_chart_id === BUYER_CLEARS_QUESTION && !buyerClearsApplies(given)),
  );
  const chart: Items = answers.map((answer) => {
    const question = questions.find((q) => q.id === answer.y_n_chart_id)?.question ?? `質問${answer.y_n_chart_id}`;
    return item(`chart_${answer.y_n_chart_id}`, question, answerLabel(answer.value));
  });

  return (
    <div>
      <Group title="価格・費用" items={price} />
      <Group title="物件の概要" items={outline} />
      <Group title="建物" items={building} />
      <Group title="土地・周辺の状況" items={surroundings} />
      {messages.length > 0 ? (
        <section aria-label="売主さまからのメッセージ" className={styles.group}>
          <h2 style={{ fontSize: 18 }}>売主さまからのメッセージ</h2>
          {messages.map((message) => (
            <p key={message.index} className={styles.message}>
              {message.text}
            </p>
          ))}
        </section>
      ) : null}
      {embed ? (
        <section aria-label="動画" className={styles.group}>
          <h2 style={{ fontSize: 18 }}>動画</h2>
          <div style={{ position: 'relative', aspectRatio: '16 / 9' }}>
            <iframe
              src={embed}
              title={`${property.name ?? '物件'}の動画`}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          </div>
        </section>
      ) : null}
      {chart.length > 0 ? <Group title="はい・いいえチャート" items={chart} /> : null}
    </div>
  );
}
