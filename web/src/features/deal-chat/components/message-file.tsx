import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { AuthImage } from '../../../ui/auth-image';
import { saveBlob } from '../../../ui/save-blob';
import type { DealMessageFile } from '../api/deal-chat.api';
import { formatFileSize } from '../lib/message-rules';
import styles from './deal-chat.module.css';

const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png']);

interface MessageFileProps {
  file: DealMessageFile;
  url: string;
  download: () => Promise<Blob>;
}

/** The file of a message: JPEG and PNG as a thumbnail, every file as a download with its name and size. */
export function MessageFile({ file, url, download }: MessageFileProps) {
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      saveBlob(await download(), file.file_name);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'ファイルをダウンロードできませんでした。');
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles.file}>
      {THUMBNAIL_TYPES.has(file.content_type) ? <AuthImage src={url} alt={file.file_name} className={styles.thumbnail} /> : null}
      <Button
        type="link"
        size="small"
        className={styles.fileLink}
        icon={file.content_type === 'application/pdf' ? <FilePdfOutlined /> : <FileOutlined />}
        loading={pending}
        onClick={() => void save()}
        aria-label={`${file.file_name}（${formatFileSize(file.size)}）をダウンロード`}
      >
        <span className={styles.fileName}>{file.file_name}</span>
        <span className={styles.fileSize}>（{formatFileSize(file.size)}）</span>
      </Button>
    </div>
  );
}
