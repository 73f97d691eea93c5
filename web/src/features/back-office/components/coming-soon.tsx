import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { PageHeading } from './page-heading';

export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <Card variant="borderless">
        <Result
          icon={<ToolOutlined />}
          title="準備中です"
          subTitle="このページは現在準備中です。ご利用いただけるまで、今しばらくお待ちください。"
        />
      </Card>
    </>
  );
}
