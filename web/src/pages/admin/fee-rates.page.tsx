import { Typography } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { FeeRatesManager } from '../../features/fees-admin/components/fee-rates-manager';

export function FeeRatesPage() {
  return (
    <>
      <PageHeading title="税率の管理" />
      <Typography.Paragraph type="secondary">
        印紙税と登録免許税の計算に使う税率を、適用される期間ごとに管理します。計算はお尋ねの日付を含む期間の税率で行います。
      </Typography.Paragraph>
      <FeeRatesManager />
    </>
  );
}
