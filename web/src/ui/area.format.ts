const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/** `1234.5` → `1,234.5㎡`; nothing for an area that is missing or not positive. */
export function formatArea(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return '';
  return `${grouped.format(amount)}㎡`;
}
