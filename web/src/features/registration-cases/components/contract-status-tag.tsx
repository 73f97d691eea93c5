import { Tag } from 'antd';

/** A colour for each contract status 1-8, so the lists read at a glance. */
export const CONTRACT_STATUS_COLOURS: Record<number, string> = {
  1: 'default',
  2: 'blue',
  3: 'cyan',
  4: 'geekblue',
  5: 'gold',
  6: 'orange',
  7: 'green',
  8: 'red',
};

export function ContractStatusTag({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Tag color={CONTRACT_STATUS_COLOURS[statusId] ?? 'default'} data-status-id={statusId}>
      {name}
    </Tag>
  );
}

export function PaymentTag({ paid, label }: { paid: boolean; label: string }) {
  return <Tag color={paid ? 'success' : 'warning'}>{label}</Tag>;
}
