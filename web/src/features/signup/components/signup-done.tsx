import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Result, Typography } from 'antd';
import { LinkButton } from '../../../ui/link-button';

interface SignupDoneProps {
  profilePath: string;
  identificationPath: string;
  mypagePath: string;
}

export function SignupDone({ profilePath, identificationPath, mypagePath }: SignupDoneProps) {
  return (
    <Result
      status="success"
      title="会員登録が完了しました"
      subTitle="ご登録ありがとうございます。登録完了のお知らせをメールでお送りしました。"
      extra={
        <Flex vertical gap={12} style={{ textAlign: 'left' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            物件の掲載や契約の手続きには、会員情報の入力と本人確認書類の提出が必要です。続けてご登録ください。
          </Typography.Paragraph>
          <LinkButton to={profilePath} type="primary" size="large" block icon={<UserOutlined />}>
            会員情報を入力する
          </LinkButton>
          <LinkButton to={identificationPath} size="large" block icon={<IdcardOutlined />}>
            本人確認書類を提出する
          </LinkButton>
          <LinkButton to={mypagePath} type="link" block>
            あとで登録する（マイページへ）
          </LinkButton>
        </Flex>
      }
    />
  );
}
