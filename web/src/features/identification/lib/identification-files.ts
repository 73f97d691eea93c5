export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

export const TOO_MANY_FILES_MESSAGE = `提出できるファイルは${MAX_FILES}つまでです。`;

/** Why a chosen file cannot be sent, or null when it can. A missing MIME type falls back to the name. */
export function fileProblem(file: File): string | null {
  const typeKnown = file.type !== '';
  const acceptedType = typeKnown ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!acceptedType) {
    return `「${file.name}」は提出できない形式です。JPEG・PNG・PDFのファイルを選んでください。`;
  }
  if (file.size > MAX_FILE_BYTES) {
    return `「${file.name}」は5MBを超えています。5MB以下のファイルを選んでください。`;
  }
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}
