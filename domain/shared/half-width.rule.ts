/**
 * The spec's half-width rule: printable ASCII without spaces. Passwords and e-mail addresses
 * follow it, because a member must be able to type them again on a device whose Japanese input
 * method is off; an empty value passes (whether it is required is another rule's to say).
 */
const HALF_WIDTH_PRINTABLE = /^[\x21-\x7E]*$/;

export function isHalfWidthPrintable(text: string): boolean {
  return HALF_WIDTH_PRINTABLE.test(text);
}

export function halfWidthMessage(label: string): string {
  return `${label}は半角英数字・記号で入力してください。`;
}

/** Full-width digits, hyphens and separators a Japanese input method types in numbers. */
const FULL_WIDTH_NUMERALS: Readonly<Record<string, string>> = {
  '－': '-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '–': '-',
  '―': '-',
  '．': '.',
  '，': ',',
};

/**
 * `０９０－１２３４－５６７８` → `090-1234-5678`: digits typed full-width in phone numbers,
 * postcodes, prices and areas are what the member meant, so they are converted, not refused.
 * Everything else is left for the field's own rule to judge.
 */
export function toHalfWidthDigits(text: string): string {
  return text.replace(/[０-９－−‐‑–―．，]/g, (character) => {
    const code = character.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - 0xfee0);
    return FULL_WIDTH_NUMERALS[character] ?? character;
  });
}
