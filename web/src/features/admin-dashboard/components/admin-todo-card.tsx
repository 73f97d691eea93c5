import { Badge, Card, List } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminDashboard } from '../api/admin-dashboard.api';

/**
 * Where each kind of waiting work is handled, each list opened filtered as the dashboard counts it:
 * members 確認待ち, contracts お支払い待ち (5) paid by bank transfer, contacts 未対応 (0).
 */
const TODOS = [
  { key: 'identity_reviews', label: '本人確認の審査待ち', to: '/admin/user/list?identification_verify_status=2' },
  { key: 'bank_transfers', label: '確認待ちの銀行振込', to: '/admin/contract/list?status_id=5&payment_method=bank_transfer' },
  { key: 'contacts', label: '未対応のお問い合わせ', to: '/admin/contact/list?status=0' },
] as const;

export function AdminTodoCard({ waiting }: { waiting: AdminDashboard['waiting'] }) {
  return (
    <Card variant="borderless" title="対応待ち">
      <List
        dataSource={[...TODOS]}
        renderItem={(todo) => (
          <List.Item extra={<Badge count={waiting[todo.key]} showZero color={waiting[todo.key] > 0 ? 'red' : 'green'} overflowCount={999} />}>
            <Link to={todo.to}>{`${todo.label}（${waiting[todo.key].toLocaleString('ja-JP')}件）`}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
