import dayjs from 'dayjs';

/** ISO time → `2024/04/01 09:30`; an empty or unreadable value → ''. */
export function formatDateTime(value: string | null | undefined, withSeconds = false): string {
  if (!value) return '';
  const time = dayjs(value);
  if (!time.isValid()) return '';
  return time.format(withSeconds ? 'YYYY/MM/DD HH:mm:ss' : 'YYYY/MM/DD HH:mm');
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY/MM/DD') : '';
}
