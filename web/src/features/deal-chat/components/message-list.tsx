import { Button, Empty } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef } from 'react';
import type { DealMessage } from '../api/deal-chat.api';
import { MessageFile } from './message-file';
import { MessageText } from './message-text';
import styles from './deal-chat.module.css';

interface MessageListProps {
  messages: readonly DealMessage[];
  myId: string;
  /** The last of the member's own messages the partner has read. */
  partnerReadUpTo: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  fileUrl: (message: DealMessage) => string;
  downloadFile: (message: DealMessage) => Promise<Blob>;
}

function formatPosted(value: string): string {
  const time = dayjs(value);
  if (!time.isValid()) return '';
  return time.isSame(dayjs(), 'day') ? time.format('HH:mm') : time.format('YYYY/MM/DD HH:mm');
}

/**
 * Oldest first, the member's own on the right. Reaching the top loads older messages, and the
 * view keeps its place when they come in; a new message at the end scrolls to it.
 */
export function MessageList({ messages, myId, partnerReadUpTo, hasOlder, loadingOlder, onLoadOlder, fileUrl, downloadFile }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first: string | undefined; last: string | undefined; height: number }>({ first: undefined, last: undefined, height: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    const before = previous.current;
    if (before.last !== last) element.scrollTop = element.scrollHeight;
    else if (before.first !== first) element.scrollTop += element.scrollHeight - before.height;
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages]);

  return (
    <div
      ref={box}
      className={styles.messages}
      role="log"
      aria-label="メッセージ"
      onScroll={(event) => {
        if (event.currentTarget.scrollTop === 0 && hasOlder && !loadingOlder) onLoadOlder();
      }}
    >
      {hasOlder ? (
        <div className={styles.more}>
          <Button size="small" loading={loadingOlder} onClick={onLoadOlder}>
            もっと見る
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? <Empty description="まだメッセージはありません。最初のメッセージを送ってみましょう。" /> : null}
      <ol className={styles.messageItems}>
        {messages.map((message) => {
          const mine = message.sender_id === myId;
          return (
            <li key={message.id} className={mine ? styles.mine : styles.theirs} data-seq={message.seq}>
              <div className={styles.bubble}>
                {message.text !== '' ? <MessageText text={message.text} /> : null}
                {message.file ? <MessageFile file={message.file} url={fileUrl(message)} download={() => downloadFile(message)} /> : null}
              </div>
              <div className={styles.meta}>
                {mine && message.seq <= partnerReadUpTo ? <span className={styles.read}>既読</span> : null}
                <time dateTime={message.posted_at}>{formatPosted(message.posted_at)}</time>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
