import { linkifyText } from '../lib/linkify';
import styles from './deal-chat.module.css';

/** A message as its writer typed it: line breaks kept, http(s) addresses as links, nothing else rendered. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkifyText(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
