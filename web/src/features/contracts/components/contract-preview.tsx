import { Alert, Descriptions, Table, Typography } from 'antd';
import { formatDate } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import type { ContractContent } from '../api/contracts.api';
import styles from './contracts.module.css';

const NOT_FILLED = '未記入';
// Labels keep their words whole on a phone; the clauses, long texts, stack under theirs instead.
const LABEL = { label: { whiteSpace: 'nowrap' as const } };
const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? NOT_FILLED : value);
const yen = (value: number | null | undefined) => (value === null || value === undefined ? NOT_FILLED : formatYen(value));
const area = (value: number | null | undefined) => (value === null || value === undefined ? NOT_FILLED : `${value.toLocaleString('ja-JP')}㎡`);
const day = (value: string | null | undefined) => (value ? formatDate(value) : NOT_FILLED);

/**
 * The contract as both parties will sign it: parties, the property as registered, price and
 * payments, the fixed clauses, the special terms, the tax proration and each side's closing costs.
 */
export function ContractPreview({ content }: { content: ContractContent }) {
  const { parties, property, terms, clauses, tax_proration: proration, closing_costs: costs } = content;
  const party = (side: 'seller' | 'buyer') => {
    const person = parties?.[side];
    return person ? `${person.name}${person.class === 2 ? '（法人）' : ''}${person.address ? ` ${person.address}` : ''}` : NOT_FILLED;
  };
  return (
    <article aria-label="契約書の内容" className={styles.section}>
      <Typography.Title level={3}>土地建物売買契約書（案）</Typography.Title>
      <Descriptions size="small" column={1} bordered styles={LABEL} title="当事者" className={styles.section}>
        <Descriptions.Item label="売主">{party('seller')}</Descriptions.Item>
        <Descriptions.Item label="買主">{party('buyer')}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" column={1} bordered styles={LABEL} title="物件の表示（登記のとおり）" className={styles.section}>
        <Descriptions.Item label="土地 所在">{text(property.land_location)}</Descriptions.Item>
        <Descriptions.Item label="地番">{text(property.land_lot_number)}</Descriptions.Item>
        <Descriptions.Item label="地目">{text(property.land_category)}</Descriptions.Item>
        <Descriptions.Item label="地積">{area(property.land_area)}</Descriptions.Item>
        {property.has_building ? (
          <>
            <Descriptions.Item label="建物 所在">{text(property.building_location)}</Descriptions.Item>
            <Descriptions.Item label="家屋番号">{text(property.building_house_number)}</Descriptions.Item>
            <Descriptions.Item label="種類">{text(property.building_kind)}</Descriptions.Item>
            <Descriptions.Item label="構造">{text(property.building_structure)}</Descriptions.Item>
            <Descriptions.Item label="床面積">{area(property.building_floor_area)}</Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label="現況">{text(property.current_use)}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" column={1} bordered styles={LABEL} title="代金と支払い" className={styles.section}>
        <Descriptions.Item label="売買代金">{yen(terms.price)}</Descriptions.Item>
        <Descriptions.Item label="手付金">{clauses.deposit}</Descriptions.Item>
        <Descriptions.Item label="支払予定">
          {terms.payment_schedule.length === 0 ? (
            NOT_FILLED
          ) : (
            <ul aria-label="支払予定">
              {terms.payment_schedule.map((instalment, index) => (
                <li key={index}>
                  {instalment.label} {formatYen(instalment.amount)} {formatDate(instalment.due_date)}まで
                </li>
              ))}
            </ul>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="引渡日">{day(terms.delivery_date)}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" column={1} bordered layout="vertical" title="条項" className={styles.section}>
        <Descriptions.Item label="所有権の移転">{clauses.ownership}</Descriptions.Item>
        <Descriptions.Item label="危険負担">{clauses.risk}</Descriptions.Item>
        <Descriptions.Item label="契約不適合責任">
          {clauses.non_conformity.text}。{clauses.non_conformity.note}
        </Descriptions.Item>
        <Descriptions.Item label="面積">{clauses.area_basis}</Descriptions.Item>
        <Descriptions.Item label="境界">{clauses.boundary}</Descriptions.Item>
        <Descriptions.Item label="残置物">{clauses.items_left}</Descriptions.Item>
        <Descriptions.Item label="特約">
          {clauses.special_terms.length === 0 ? 'なし' : clauses.special_terms.map((line, index) => <p key={index} className={styles.clause}>{line}</p>)}
        </Descriptions.Item>
        <Descriptions.Item label="公租公課の精算">
          {clauses.tax_proration}（起算日 {clauses.tax_reckoning_date}）
        </Descriptions.Item>
      </Descriptions>

      <section aria-label="固定資産税の日割り精算" className={styles.section}>
        <Typography.Title level={4}>固定資産税の日割り精算</Typography.Title>
        {proration ? (
          <Descriptions size="small" column={1} bordered styles={LABEL}>
            <Descriptions.Item label="年税額">{formatYen(proration.annual_tax)}</Descriptions.Item>
            <Descriptions.Item label="対象期間">
              {formatDate(proration.period_from)}〜{formatDate(proration.period_to)}（{proration.days_in_period}日）
            </Descriptions.Item>
            <Descriptions.Item label="売主の負担">
              {formatYen(proration.seller_amount)}（{proration.seller_days}日分）
            </Descriptions.Item>
            <Descriptions.Item label="買主の負担">
              {formatYen(proration.buyer_amount)}（{proration.buyer_days}日分。残代金とともに売主へ支払います）
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="info" showIcon title="引渡日と固定資産税の年額を入力すると、日割りの金額を計算します。" />
        )}
      </section>

      <section aria-label="諸費用の目安" className={styles.section}>
        <Typography.Title level={4}>諸費用の目安</Typography.Title>
        <Table
          size="small"
          pagination={false}
          rowKey="item"
          columns={[
            { title: '項目', dataIndex: 'item' },
            { title: '売主', dataIndex: 'seller' },
            { title: '買主', dataIndex: 'buyer' },
          ]}
          dataSource={[
            { item: '印紙税（紙の契約書1通）', seller: yen(costs.seller.stamp_duty), buyer: yen(costs.buyer.stamp_duty) },
            { item: '登録免許税（所有権移転）', seller: '—', buyer: yen(costs.buyer.registration_tax.total) },
            { item: '司法書士の報酬（目安）', seller: '—', buyer: `${formatYen(costs.buyer.scrivener_fee.min)}〜${formatYen(costs.buyer.scrivener_fee.max)}` },
            { item: '管理手数料（税込）', seller: '—', buyer: formatYen(costs.buyer.management_fee) },
            {
              item: '固定資産税の精算金',
              seller: costs.seller.tax_proration_received === null ? NOT_FILLED : `受け取り ${formatYen(costs.seller.tax_proration_received)}`,
              buyer: costs.buyer.tax_proration_paid === null ? NOT_FILLED : `支払い ${formatYen(costs.buyer.tax_proration_paid)}`,
            },
          ]}
        />
        <ul className={styles.note}>
          {[costs.basis.stamp_duty, costs.basis.registration_tax_land, costs.basis.registration_tax_building]
            .filter((basis) => basis !== null)
            .map((basis, index) => (
              <li key={`basis-${index}`}>
                {basis.rule}
                {basis.legal_basis ? `（${basis.legal_basis}）` : ''}
              </li>
            ))}
          {costs.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
