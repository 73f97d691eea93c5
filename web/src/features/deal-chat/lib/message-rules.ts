export const MESSAGE_MAX_LENGTH = 2_000;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** What the server takes, by type; HEIC often comes without a type from the browser, so also by name. */
const FILE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif']);
const FILE_EXTENSIONS = /\.(pdf|jpe?g|png|heic|heif)$/i;

export const FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

export const MESSAGE_EMPTY = 'メッセージを入力するか、ファイルを添付してください。';
export const MESSAGE_TOO_LONG = `メッセージは${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`;
export const FILE_WRONG_TYPE = '添付できるファイルは PDF・JPEG・PNG・HEIC です。';
export const FILE_TOO_LARGE = '添付できるファイルは10MBまでです。';

/** The file's problem, or null when it may be sent. Checked before any byte is uploaded. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  if (typeKnown ? !FILE_TYPES.has(file.type) : !FILE_EXTENSIONS.test(file.name)) return FILE_WRONG_TYPE;
  if (file.size > FILE_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** The message's problem, or null. Characters are counted as the server counts them: code points, surrounding spaces left out. */
export function messageProblem(text: string, file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (Array.from(text.trim()).length > MESSAGE_MAX_LENGTH) return MESSAGE_TOO_LONG;
  if (text.trim() === '' && !file) return MESSAGE_EMPTY;
  if (file) return fileProblem(file);
  return null;
}

/** `1234567` → `1.2 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
