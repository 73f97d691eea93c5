import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import { VerifiedBadge } from '../../../ui/verified-badge';
import type { PropertySeller } from '../api/property-detail.api';

const VERIFIED_STATUS = 3;

export function SellerSummary({ seller }: { seller: PropertySeller | null }) {
  if (!seller || seller.nickname === '') return null;
  return (
    <p style={{ margin: 0 }} aria-label="売主">
      <SvgIcon icon={ICON_PATHS.user} /> 売主：
      <span>
        {seller.nickname}さん
        <VerifiedBadge verified={seller.identification_verify_status === VERIFIED_STATUS} />
      </span>
    </p>
  );
}
