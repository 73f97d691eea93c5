export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * http(s) addresses up to a space or a character that cannot be in one; Japanese punctuation and
 * brackets end an address too, as people write them straight after one.
 */
const URL_PATTERN = /https?:\/\/[^\s<>"'`「」『』（）【】、。，！？\u3000]+/gi;
/** Punctuation that closes a sentence rather than the address. */
const TRAILING = /[.,:;!?)\]}'"]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message cut into plain text and http(s) links, for rendering as text nodes and anchors:
 * nothing in it is ever read as HTML, and no other scheme (javascript:, data:) becomes a link.
 */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (value: string) => {
    if (value === '') return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const href = safeHref(url);
    push(text.slice(last, start));
    if (href && url.length > 'https://'.length - 1) {
      parts.push({ kind: 'link', text: url, href });
      push(raw.slice(url.length));
    } else {
      push(raw);
    }
    last = start + raw.length;
  }
  push(text.slice(last));
  return parts;
}
