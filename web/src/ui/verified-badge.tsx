import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';

export const VERIFIED_LABEL = '本人確認済み';

interface VerifiedBadgeProps {
  verified: boolean;
  className?: string;
}

/** The certificate mark shown next to a nickname once identity verification is done. */
export function VerifiedBadge({ verified, className }: VerifiedBadgeProps) {
  if (!verified) return null;
  return (
    <Tooltip title={VERIFIED_LABEL}>
      <SafetyCertificateFilled
        role="img"
        aria-label={VERIFIED_LABEL}
        className={className}
        style={{ color: '#c48a2c', marginInlineStart: 4 }}
      />
    </Tooltip>
  );
}
