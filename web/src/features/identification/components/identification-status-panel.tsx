import { Alert, Tag, Typography } from 'antd';
import { identificationStatusView } from '../lib/identification-status';

interface IdentificationStatusPanelProps {
  status: number;
  rejectReason: string | null;
}

export function IdentificationStatusTag({ status }: { status: number }) {
  const view = identificationStatusView(status);
  return <Tag color={view.color}>{view.label}</Tag>;
}

export function IdentificationStatusPanel({ status, rejectReason }: IdentificationStatusPanelProps) {
  return (
    <div>
      <Typography.Paragraph>
        現在の状況：<IdentificationStatusTag status={status} />
      </Typography.Paragraph>
      {status === 2 ? (
        <Alert
          type="info"
          showIcon
          title="本人確認書類を確認しています"
          description="ご提出ありがとうございます。運営事務局で内容を確認しています。確認が終わりましたら、やることリストとメールでお知らせします。"
        />
      ) : null}
      {status === 3 ? (
        <Alert
          type="success"
          showIcon
          title="本人確認が完了しています"
          description="本人確認済みの会員として、ニックネームの横に本人確認済みのマークが表示されます。"
        />
      ) : null}
      {status === 4 ? (
        <Alert
          type="error"
          showIcon
          title="ご提出いただいた書類を確認できませんでした"
          description={
            <>
              {rejectReason ? <div>理由：{rejectReason}</div> : null}
              <div>お手数ですが、内容をご確認のうえ、もう一度ご提出ください。</div>
            </>
          }
        />
      ) : null}
    </div>
  );
}
