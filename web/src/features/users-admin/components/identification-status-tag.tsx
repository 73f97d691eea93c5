import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { identificationStatus } from '../lib/user-labels';

export function IdentificationStatusTag({ status }: { status: number | null | undefined }) {
  const { label, color } = identificationStatus(status);
  return <Tag color={color}>{label}</Tag>;
}

/** The certificate mark of a verified member (status 3). */
export function VerifiedBadge() {
  return (
    <Tooltip title="本人確認済み">
      <SafetyCertificateFilled style={{ color: '#4f8a3c', marginInlineStart: 4 }} aria-label="本人確認済み" role="img" />
    </Tooltip>
  );
}
