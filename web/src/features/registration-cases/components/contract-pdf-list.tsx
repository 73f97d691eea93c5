import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import type { ContractPdfItem } from '../api/registration-cases.api';

const KIND_LABELS: Record<ContractPdfItem['kind'], string> = {
  buyer_final: '不動産売買契約書（買主保管用）',
  seller_final: '不動産売買契約書（売主保管用）',
};

interface ContractPdfListProps {
  pdfs: readonly ContractPdfItem[] | undefined;
  loading: boolean;
  error: string | null;
  onDownload: (pdf: ContractPdfItem) => void;
}

/** The contract's final PDFs the parties have made, each a download. */
export function ContractPdfList({ pdfs, loading, error, onDownload }: ContractPdfListProps) {
  if (loading) return <Spin aria-label="契約書PDFを読み込み中" />;
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!pdfs || pdfs.length === 0) return <Typography.Text type="secondary">契約書PDFはまだ作成されていません（締結後に当事者がそれぞれ作成します）。</Typography.Text>;
  return (
    <Space wrap>
      {pdfs.map((pdf) => (
        <Button key={pdf.id} icon={<FilePdfOutlined />} onClick={() => onDownload(pdf)} title={`作成：${formatDateTime(pdf.created_at)}`}>
          {KIND_LABELS[pdf.kind]}
        </Button>
      ))}
    </Space>
  );
}
