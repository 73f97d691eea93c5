import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import type { FeeRatePeriod, StampDutyBracket } from '../api/fee-rates-admin.api';
import { conditionsText, partyText, periodName, ratePercentText, spanText, STATE_LABELS } from './fee-rate.labels';

interface FeeRateTableProps {
  calculator: FeeRatePeriod['calculator'];
  periods: FeeRatePeriod[];
  loading: boolean;
  onConfirm: (period: FeeRatePeriod) => Promise<void>;
  onWithdraw: (period: FeeRatePeriod) => void;
}

const BRACKET_COLUMNS: TableColumnsType<StampDutyBracket> = [
  { title: '契約金額', dataIndex: 'label' },
  { title: '下限', dataIndex: 'min', render: (value: number) => formatYen(value) },
  { title: '上限', dataIndex: 'max', render: (value: number | null) => (value === null ? '上限なし' : formatYen(value)) },
  { title: '税額', dataIndex: 'fee', render: (value: number) => formatYen(value) },
];

/** Every period of one calculator: what it applies, when, on what basis, its state and who added it. */
export function FeeRateTable({ calculator, periods, loading, onConfirm, onWithdraw }: FeeRateTableProps) {
  const columns: TableColumnsType<FeeRatePeriod> = [
    {
      title: '規則',
      key: 'rule',
      render: (_, period) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{periodName(period)}</Typography.Text>
          {calculator === 'registration_tax' ? <Typography.Text type="secondary">{conditionsText(period.applies_to)}</Typography.Text> : null}
        </Space>
      ),
    },
    calculator === 'registration_tax'
      ? { title: '税率', key: 'rate', render: (_, period) => ratePercentText(period.per_mille) }
      : { title: '税額の区分', key: 'brackets', render: (_, period) => `${period.brackets?.length ?? 0}区分（行を開くと表示）` },
    { title: '期間', key: 'period', render: (_, period) => spanText(period) },
    { title: '法令の根拠', dataIndex: 'legal_basis' },
    {
      title: '状態',
      key: 'state',
      render: (_, period) => (
        <Space size={4} wrap>
          <Tag color={STATE_LABELS[period.state].color}>{STATE_LABELS[period.state].text}</Tag>
          {period.confirmed ? null : <Tag color="orange">未確認</Tag>}
        </Space>
      ),
    },
    {
      title: '登録',
      key: 'added',
      render: (_, period) => (
        <Space orientation="vertical" size={0}>
          <span>{partyText(period.added_by)}</span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(period.added_at)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, period) =>
        period.withdrawn ? null : (
          <Space wrap>
            {period.confirmed ? null : (
              <Popconfirm
                title={`「${periodName(period)}」（${spanText(period)}）を確認済みにしますか？`}
                description="公的な情報で確認できた場合だけ確認済みにしてください。未確認の理由として付けた補足は消えます。"
                okText="確認済みにする"
                cancelText="やめる"
                onConfirm={() => onConfirm(period)}
              >
                <Button size="small" icon={<CheckCircleOutlined />} aria-label={`${periodName(period)}（${spanText(period)}）を確認済みにする`}>
                  確認済みにする
                </Button>
              </Popconfirm>
            )}
            <Button size="small" danger icon={<StopOutlined />} aria-label={`${periodName(period)}（${spanText(period)}）を取り下げる`} onClick={() => onWithdraw(period)}>
              取り下げ
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Table<FeeRatePeriod>
      rowKey="period_id"
      columns={columns}
      dataSource={periods}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      expandable={{
        expandedRowRender: (period) => (
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            {period.brackets ? (
              <Table<StampDutyBracket> rowKey="min" size="small" columns={BRACKET_COLUMNS} dataSource={period.brackets} pagination={false} />
            ) : null}
            {period.notes.map((note) => (
              <Typography.Text key={note}>補足: {note}</Typography.Text>
            ))}
            {period.confirmed_at ? (
              <Typography.Text type="secondary">
                確認: {partyText(period.confirmed_by)}（{formatDateTime(period.confirmed_at)}）
              </Typography.Text>
            ) : null}
            {period.withdrawn_at ? (
              <Typography.Text type="secondary">
                取り下げ: {partyText(period.withdrawn_by)}（{formatDateTime(period.withdrawn_at)}）理由: {period.withdrawal_reason}
              </Typography.Text>
            ) : null}
          </Space>
        ),
        rowExpandable: (period) => Boolean(period.brackets) || period.notes.length > 0 || period.confirmed_at !== null || period.withdrawn_at !== null,
      }}
    />
  );
}
