import { Tag } from 'antd';
import { identificationStatus } from '../lib/user-labels';

export function IdentificationStatusTag({ status }: { status: number | null | undefined }) {
  const { label, color } = identificationStatus(status);
  return <Tag color={color}>{label}</Tag>;
}
