import { Descriptions, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import type { FeeBasis } from '../api/fees.api';

export interface FeeView {
  state: 'waiting' | 'loading' | 'failed' | 'ready';
  fee: number | null;
  basis: FeeBasis | null;
  /** Why there is no amount yet, or what went wrong. */
  note?: string;
  /** A line under the basis (the taxable base of the registration tax). */
  detail?: string;
}

interface FeeSummaryProps {
  stamp: FeeView;
  registration: FeeView;
  revenue: number | null;
}

function Basis({ basis, detail }: { basis: FeeBasis; detail?: string }) {
  const parts = [
    basis.rule,
    basis.bracket?.label,
    basis.rate_percent !== null ? `税率${basis.rate_percent}%` : null,
    basis.legal_basis,
  ].filter(Boolean);
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
      計算の根拠：{parts.join('／')}
      {detail ? <><br />{detail}</> : null}
      <br />
      出典：{basis.source}
      {basis.checked_on ? `（${formatDate(basis.checked_on)}に確認した税率です）` : null}
      {basis.confirmed ? null : <><br />この税率の適用期間は、税務署の案内でまだ確認中です。</>}
      {basis.notes.map((note) => (
        <span key={note}>
          <br />
          {note}
        </span>
      ))}
    </Typography.Paragraph>
  );
}

function FeeValue({ view }: { view: FeeView }): ReactNode {
  if (view.state === 'loading') return <Spin size="small" />;
  if (view.state !== 'ready' || view.fee === null) return <Typography.Text type="secondary">{view.note}</Typography.Text>;
  return (
    <div>
      <Typography.Text strong>{formatYen(view.fee)}</Typography.Text>
      {view.basis ? <Basis basis={view.basis} detail={view.detail} /> : null}
    </div>
  );
}

/** The two fees the seller pays out of the price, worked out by the server, and what is left. */
export function FeeSummary({ stamp, registration, revenue }: FeeSummaryProps) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      style={{ marginBottom: 24 }}
      items={[
        { key: 'stamp', label: '収入印紙代', children: <FeeValue view={stamp} /> },
        { key: 'registration', label: '登記費用（登録免許税）', children: <FeeValue view={registration} /> },
        {
          key: 'revenue',
          label: '諸費用を除いた手取り額',
          children:
            revenue === null ? (
              <Typography.Text type="secondary">希望売却価格を入力すると表示されます。</Typography.Text>
            ) : (
              // Amounts are never shown below zero: when the fees exceed the price nothing is left.
              <span data-testid="revenue-after-fees">
                <Typography.Text strong>{formatYen(Math.max(revenue, 0))}</Typography.Text>
                {revenue < 0 ? (
                  <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                    諸費用が希望売却価格を上回っています。
                  </Typography.Text>
                ) : null}
              </span>
            ),
        },
      ]}
    />
  );
}
