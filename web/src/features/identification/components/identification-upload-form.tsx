import { DeleteOutlined, FileOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import { useRef, useState } from 'react';
import {
  ACCEPT,
  MAX_FILES,
  TOO_MANY_FILES_MESSAGE,
  fileProblem,
  formatFileSize,
} from '../lib/identification-files';
import styles from './identification-upload-form.module.css';

interface IdentificationUploadFormProps {
  submitting: boolean;
  errorMessage: string | null;
  onSubmit: (files: File[]) => void;
}

export function IdentificationUploadForm({ submitting, errorMessage, onSubmit }: IdentificationUploadFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // Each file of one pick arrives in its own call: the count must see the ones before it.
  const chosen = useRef<File[]>([]);

  const choose = (file: File) => {
    const problem = fileProblem(file) ?? (chosen.current.length >= MAX_FILES ? TOO_MANY_FILES_MESSAGE : null);
    if (problem) {
      setProblems((previous) => (previous.includes(problem) ? previous : [...previous, problem]));
      return;
    }
    chosen.current = [...chosen.current, file];
    setFiles(chosen.current);
  };

  const remove = (index: number) => {
    chosen.current = chosen.current.filter((_file, position) => position !== index);
    setFiles(chosen.current);
    setProblems([]);
  };

  return (
    <div>
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        showUploadList={false}
        disabled={submitting}
        beforeUpload={(file) => {
          choose(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">クリックしてファイルを選ぶか、ここにドラッグしてください</p>
        <p className="ant-upload-hint">JPEG・PNG・PDF、1ファイル5MBまで、最大{MAX_FILES}ファイル</p>
      </Upload.Dragger>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className={styles.alert}
          title="選択できなかったファイルがあります"
          description={
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
          closable={{ onClose: () => setProblems([]) }}
        />
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="提出するファイル">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <FileOutlined aria-hidden />
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(file.size)}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`${file.name}を取り消す`}
                onClick={() => remove(index)}
                disabled={submitting}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {errorMessage ? <Alert type="error" showIcon className={styles.alert} title={errorMessage} /> : null}
      <Button
        type="primary"
        size="large"
        className={styles.submit}
        disabled={files.length === 0}
        loading={submitting}
        onClick={() => onSubmit(files)}
      >
        本人確認書類を提出する
      </Button>
    </div>
  );
}
