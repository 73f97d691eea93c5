import { Alert, Drawer, Spin, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import { errorMessage } from '../../../ui/server-field-errors';
import { useTimeline } from '../api/registration-cases.query';

/** The deal's history (deal, contract, registration) in the order it happened. */
export function TimelineDrawer({ threadId, onClose }: { threadId: string | null; onClose: () => void }) {
  const timeline = useTimeline(threadId);
  return (
    <Drawer open={threadId !== null} onClose={onClose} title="取引の経過" size={480}>
      {timeline.isPending && threadId ? <Spin /> : null}
      {timeline.isError ? <Alert type="error" showIcon title={errorMessage(timeline.error, '取引の経過を読み込めませんでした。')} /> : null}
      {timeline.data ? (
        <Timeline
          items={timeline.data.map((entry) => ({
            key: entry.position,
            title: entry.label,
            content: (
              <Typography.Text type="secondary">
                {formatDateTime(entry.at)}・{entry.actor_role_name}
              </Typography.Text>
            ),
          }))}
        />
      ) : null}
    </Drawer>
  );
}
