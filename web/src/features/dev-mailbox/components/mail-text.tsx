import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The plain-text body with its addresses as links, line breaks kept. */
export function MailText({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 14, lineHeight: 1.8 }}>{parts}</div>;
}
