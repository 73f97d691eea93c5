import { Descriptions, Typography } from 'antd';
import { formatYen } from '../../../ui/yen.format';
import type { PropertyFormValues } from '../lib/property-form';

interface ConfirmSummaryProps {
  values: PropertyFormValues;
  prefectureName: string | null;
  groundName: string | null;
  photoCount: number;
}

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '未入力');

export function ConfirmSummary({ values, prefectureName, groundName, photoCount }: ConfirmSummaryProps) {
  const zipcode = values.zipcode1 && values.zipcode2 ? `〒${values.zipcode1}-${values.zipcode2}` : null;
  const price = values.sale_price_unknown ? '不明' : formatYen(values.sale_price ?? null);
  return (
    <>
      <Typography.Paragraph>
        入力内容をご確認のうえ、「掲載する」を押してください。掲載すると、どなたでも物件を検索・閲覧できるようになります。
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: '物件名', children: orDash(values.name) },
          {
            key: 'address',
            label: '所在地',
            children: orDash([zipcode, prefectureName, values.city, values.block, values.address].filter(Boolean).join(' ')),
          },
          { key: 'area', label: '土地面積', children: values.area ? `${values.area}㎡` : '未入力' },
          { key: 'ground', label: '地目', children: orDash(groundName) },
          { key: 'price', label: '希望売却価格', children: orDash(price) },
          { key: 'photos', label: '写真', children: `${photoCount}枚` },
        ]}
      />
    </>
  );
}
