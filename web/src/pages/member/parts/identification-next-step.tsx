import { CheckCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { LinkButton } from '../../../ui/link-button';

const HONNIN = '/mypage/profile/edit/honnin';

/** What the member can do next about identity verification. */
export function IdentificationNextStep({ status }: { status: number }) {
  switch (status) {
    case 2:
      return (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          ご提出いただいた書類を確認しています。確認が終わるまで、しばらくお待ちください。
        </Typography.Paragraph>
      );
    case 3:
      return (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <CheckCircleFilled style={{ color: '#4f8a3c' }} /> 本人確認が完了しています。
        </Typography.Paragraph>
      );
    case 4:
      return (
        <>
          <Typography.Paragraph>
            ご提出いただいた書類を確認できませんでした。理由をご確認のうえ、もう一度ご提出ください。
          </Typography.Paragraph>
          <LinkButton to={HONNIN} type="primary" danger>
            書類を再提出する
          </LinkButton>
        </>
      );
    default:
      return (
        <>
          <Typography.Paragraph>
            物件の掲載や契約には本人確認が必要です。運転免許証などの本人確認書類をご提出ください。
          </Typography.Paragraph>
          <LinkButton to={HONNIN} type="primary">
            本人確認書類を提出する
          </LinkButton>
        </>
      );
  }
}
