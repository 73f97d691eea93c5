import { EyeOutlined } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../ui/date-time.format';
import type { MemberDeal } from '../api/deals-admin.api';

/** Deals that ended (7: 取引終了) or were called off (8): shown greyed, as on the member's chat list. */
const ENDED_STATUS_IDS: readonly number[] = [7, 8];

interface MemberDealsTableProps {
  deals: readonly MemberDeal[];
  loading: boolean;
  onOpen: (deal: MemberDeal) => void;
}

/** Every deal of one member, for an admin: the listing, the other party, where it stands, when it last moved. */
export function MemberDealsTable({ deals, loading, onOpen }: MemberDealsTableProps) {
  const columns: TableColumnsType<MemberDeal> = [
    {
      title: '物件',
      key: 'property',
      render: (_value, deal) => (
        <Link to={`/property/detail/${encodeURIComponent(deal.property_id)}`} target="_blank" rel="noreferrer">
          {deal.property_name ?? '物件名未設定'}
        </Link>
      ),
    },
    { title: 'この会員の立場', key: 'role', render: (_value, deal) => (deal.role === 'seller' ? '売主' : '買主') },
    { title: '相手', key: 'partner', render: (_value, deal) => deal.partner_nickname ?? '—' },
    {
      title: '状態',
      key: 'status',
      render: (_value, deal) => <Tag color={ENDED_STATUS_IDS.includes(deal.status_id) ? 'default' : 'blue'}>{deal.status_name}</Tag>,
    },
    { title: '最終更新', key: 'last_activity_at', render: (_value, deal) => formatDateTime(deal.last_activity_at) },
    {
      title: '',
      key: 'open',
      render: (_value, deal) => (
        <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(deal)} aria-label={`${deal.property_name ?? '物件名未設定'}の取引を閲覧`}>
          閲覧
        </Button>
      ),
    },
  ];
  return <Table<MemberDeal> rowKey="id" size="small" columns={columns} dataSource={[...deals]} loading={loading} pagination={false} locale={{ emptyText: '取引はありません' }} />;
}
