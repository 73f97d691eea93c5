import { Alert, Button, Card, DatePicker, Descriptions, Empty, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { useStreamReplay } from '../../features/audit/api/audit.query';
import { ReplayEventsTable } from '../../features/audit/components/replay-events-table';
import { StateTree } from '../../features/audit/components/state-tree';
import { formatDateTime } from '../../ui/date-time.format';
import { errorMessage } from '../../ui/server-field-errors';

interface ReplayForm {
  stream: string;
  at: Dayjs | null;
}

/**
 * A stream of the log as it stood at an instant: its state as a tree and the events that led to
 * it. The stream and the instant live in the address, so detail pages link here and a result can
 * be shared with another admin.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const stream = params.get('stream');
  const at = params.get('at');
  const replay = useStreamReplay(stream, at);
  const [form] = Form.useForm<ReplayForm>();

  const submit = ({ stream: id, at: instant }: ReplayForm) => {
    const next = new URLSearchParams({ stream: id.trim() });
    // With its offset, the instant means the same on the server as on this screen.
    if (instant) next.set('at', instant.format('YYYY-MM-DDTHH:mm:ssZ'));
    setParams(next);
  };

  return (
    <>
      <PageHeading title="監査: 時点の再現" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless">
          <Form<ReplayForm> form={form} layout="inline" initialValues={{ stream: stream ?? '', at: at ? dayjs(at) : null }} onFinish={submit}>
            <Form.Item name="stream" label="ストリーム ID" rules={[{ required: true, whitespace: true, message: 'ストリーム ID を入力してください。' }]}>
              <Input placeholder="contract-… / property-… / account-…" style={{ width: 360 }} />
            </Form.Item>
            <Form.Item name="at" label="日時">
              <DatePicker showTime placeholder="現在" aria-label="日時" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                再現する
              </Button>
            </Form.Item>
          </Form>
        </Card>
        {replay.isError ? <Alert type="error" showIcon title={errorMessage(replay.error, '再現できませんでした。')} /> : null}
        {!stream ? <Empty description="ストリーム ID と日時を指定してください。" /> : null}
        {replay.data ? (
          <>
            <Card variant="borderless" title="状態">
              <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
                <Descriptions.Item label="ストリーム">{`${replay.data.stream_id}（${replay.data.stream_label}）`}</Descriptions.Item>
                <Descriptions.Item label="時点">{formatDateTime(replay.data.at, true)}</Descriptions.Item>
                <Descriptions.Item label="版">{replay.data.version}</Descriptions.Item>
              </Descriptions>
              <StateTree state={replay.data.state} />
            </Card>
            <Card variant="borderless" title={`イベント（${replay.data.events.length}件）`}>
              <ReplayEventsTable events={replay.data.events} />
            </Card>
          </>
        ) : null}
      </Space>
    </>
  );
}
