import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { saveBlob } from '../../../ui/save-blob';
import { errorMessage } from '../../../ui/server-field-errors';
import { fetchTimelineFile, type TimelineFormat, type TimelineKind } from '../api/audit.api';
import { useAuditTimeline } from '../api/audit.query';
import { AuditTimelineTable } from './audit-timeline-table';

const FILE_TITLES: Record<TimelineKind, string> = { member: '会員の経過', listing: '物件の経過', deal: '取引の経過', contract: '契約の経過' };

/** One timeline with its CSV and PDF downloads; `extra` holds the page's own links (the admin's replay). */
export function AuditTimelineContainer({ kind, id, extra }: { kind: TimelineKind; id: string; extra?: ReactNode }) {
  const { message } = App.useApp();
  const timeline = useAuditTimeline(kind, id);
  const [downloading, setDownloading] = useState<TimelineFormat | null>(null);

  const download = async (format: TimelineFormat) => {
    setDownloading(format);
    try {
      saveBlob(await fetchTimelineFile(kind, id, format), `${FILE_TITLES[kind]}-${id}.${format}`);
    } catch (error) {
      void message.error(errorMessage(error, 'ダウンロードできませんでした。'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={downloading === 'csv'} onClick={() => void download('csv')}>
          CSVでダウンロード
        </Button>
        <Button icon={<DownloadOutlined />} loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
          PDFでダウンロード
        </Button>
        {extra}
      </Space>
      {timeline.isError ? <Alert type="error" showIcon title={errorMessage(timeline.error, '経過を読み込めませんでした。')} /> : null}
      <AuditTimelineTable entries={timeline.data?.entries ?? []} loading={timeline.isPending} />
    </Space>
  );
}
