/**
 * What any text a person sends may hold. Text is compared, searched and shown to other people,
 * so it is kept in one Unicode form (NFC: a "が" typed as "か" + a combining mark reads as the
 * same "が") and without characters that hide or disguise what is shown:
 * - control characters (C0, DEL, C1). Line breaks and tabs are allowed in multi-line fields only
 *   (descriptions, reasons, notes); everywhere else a name or a number has no use for them.
 * - lone surrogates: half a character, which no font draws and many systems choke on.
 * - bidirectional overrides and isolates (U+202A-202E, U+2066-2069): they make "gpj.exe" read
 *   as "exe.jpg" and let a name run backwards over its neighbours.
 * - zero-width characters (U+200B, U+200C, U+2060, U+FEFF) and the line and paragraph
 *   separators (U+2028, U+2029): they make two different names look identical. The zero-width
 *   joiner (U+200D) is allowed only between two emoji, where it joins a family or a flag into one
 *   picture; anywhere else it is refused with the others.
 */
export type UnsafeCharacter = 'control' | 'line_break' | 'lone_surrogate' | 'bidi_control' | 'invisible';

export interface TextOptions {
  /** Line breaks (LF, CR) and tabs are allowed. */
  multiline?: boolean;
}

const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_SURROGATE = /\p{Cs}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\u200B\u200C\u2060\uFEFF\u2028\u2029]/;
/** A joiner not standing between two emoji (each perhaps with its presentation or skin-tone mark). */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/** C0 and C1 control characters and DEL, tab, line feed and carriage return aside. */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The text in the form it is stored and compared in. */
export function normalizeText(text: string): string {
  return text.normalize('NFC');
}

/** The first kind of unsafe character the text holds, or null when it is safe. */
export function unsafeCharacterIn(text: string, options: TextOptions = {}): UnsafeCharacter | null {
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  if (!options.multiline && LINE_BREAK_OR_TAB.test(text)) return 'line_break';
  if (hasControl(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi_control';
  if (INVISIBLE.test(text) || STRAY_JOINER.test(text)) return 'invisible';
  return null;
}

const MESSAGES: Record<UnsafeCharacter, string> = {
  control: '使用できない文字（制御文字）が含まれています。',
  line_break: 'この項目には改行やタブを入力できません。',
  lone_surrogate: '文字として読み取れないデータが含まれています。',
  bidi_control: '使用できない文字（文字の向きを変える記号）が含まれています。',
  invisible: '使用できない文字（幅のない見えない文字）が含まれています。',
};

/** The message shown beside the field, in Japanese. */
export function unsafeCharacterMessage(kind: UnsafeCharacter): string {
  return MESSAGES[kind];
}
