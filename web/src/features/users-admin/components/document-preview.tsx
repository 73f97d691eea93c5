import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Image, Skeleton } from 'antd';

interface DocumentPreviewProps {
  name: string;
  contentType: string;
  url: string | null;
  loading: boolean;
  error: string | null;
}

/** One identification document: an image inline, a PDF embedded with a link to open it. */
export function DocumentPreview({ name, contentType, url, loading, error }: DocumentPreviewProps) {
  if (error) return <Alert type="warning" showIcon title={error} />;
  if (loading || !url) return <Skeleton.Image active style={{ width: 240, height: 160 }} />;
  if (contentType.startsWith('application/pdf')) {
    return (
      <div>
        <object data={url} type="application/pdf" title={name} style={{ width: '100%', height: 480, border: '1px solid #e6e0d0' }}>
          <p>PDFをこの画面に表示できませんでした。下のリンクから開いてください。</p>
        </object>
        <a href={url} target="_blank" rel="noreferrer">
          <FilePdfOutlined /> {name}を新しいタブで開く
        </a>
      </div>
    );
  }
  return <Image src={url} alt={name} style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }} />;
}
