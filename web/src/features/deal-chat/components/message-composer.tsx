import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Progress } from 'antd';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { UploadProgress } from '../../../lib/api-upload-progress';
import { FILE_ACCEPT, fileProblem, formatFileSize, MESSAGE_MAX_LENGTH, messageProblem } from '../lib/message-rules';
import styles from './deal-chat.module.css';

export interface ComposedMessage {
  text: string;
  file: File | null;
  onProgress: UploadProgress;
}

interface MessageComposerProps {
  /** Resolves once sent; a rejection keeps what was typed, with the reason. */
  onSend: (message: ComposedMessage) => Promise<unknown>;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function MessageComposer({ onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const pick = (chosen: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!chosen) return;
    const refused = fileProblem(chosen);
    setProblem(refused);
    setFile(refused ? null : chosen);
  };

  const send = async () => {
    if (sending) return;
    const refused = messageProblem(text, file);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    setProgress(file ? 0 : null);
    try {
      await onSend({ text: text.trim(), file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      setText('');
      setFile(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'メッセージを送れませんでした。');
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className={styles.composer}
      aria-label="メッセージを送る"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        autoSize={{ minRows: 2, maxRows: 8 }}
        count={{ show: true, max: MESSAGE_MAX_LENGTH, strategy: (value) => Array.from(value).length }}
        placeholder={`メッセージを入力（${isMac ? '⌘' : 'Ctrl'}+Enter で送信）`}
        aria-label="メッセージ"
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'composer-problem' : undefined}
        disabled={sending}
      />
      {file ? (
        <div className={styles.attached}>
          <PaperClipOutlined aria-hidden />
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.fileSize}>（{formatFileSize(file.size)}）</span>
          {sending ? null : (
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label="添付を取り消す" onClick={() => setFile(null)} />
          )}
        </div>
      ) : null}
      {progress !== null ? <Progress percent={progress} size="small" aria-label="アップロードの進み具合" /> : null}
      {problem ? <Alert id="composer-problem" type="error" showIcon title={problem} role="alert" className={styles.problem} /> : null}
      <div className={styles.composerActions}>
        <input
          ref={picker}
          type="file"
          accept={FILE_ACCEPT}
          hidden
          aria-label="ファイルを選ぶ"
          data-testid="composer-file"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} disabled={sending}>
          ファイルを添付
        </Button>
        <span className={styles.hint}>PDF・JPEG・PNG・HEIC、10MBまで</span>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          送信
        </Button>
      </div>
    </form>
  );
}
