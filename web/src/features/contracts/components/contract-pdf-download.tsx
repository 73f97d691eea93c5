import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { ROLE_LABELS } from '../lib/contract-status';
import styles from './contracts.module.css';

/** The file name the server gives each copy (docs/contracts-api.md), kept when the browser saves it. */
export function contractPdfFileName(role: keyof typeof ROLE_LABELS): string {
  return `不動産売買契約書（${ROLE_LABELS[role]}保管用）.pdf`;
}

interface ContractPdfDownloadProps {
  role: keyof typeof ROLE_LABELS;
  /** Makes the member's copy if it is not made yet, and saves it. */
  onDownload: () => Promise<unknown>;
}

/** The concluded contract's own copy for each party (買主保管用 / 売主保管用), as a PDF to keep. */
export function ContractPdfDownload({ role, onDownload }: ContractPdfDownloadProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await onDownload();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '契約書をダウンロードできませんでした。もう一度お試しください。');
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      {error ? <Alert type="error" showIcon title={error} className={styles.panelText} /> : null}
      <Button type="primary" icon={<FilePdfOutlined />} loading={pending} onClick={() => void download()}>
        契約書（{ROLE_LABELS[role]}保管用）をダウンロード
      </Button>
    </div>
  );
}
