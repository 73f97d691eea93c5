import { formatYen } from './yen.format';

interface YenAmountProps {
  value: number | string | null | undefined;
  className?: string;
}

export function YenAmount({ value, className }: YenAmountProps) {
  const text = formatYen(value);
  if (text === '') return null;
  return <span className={className}>{text}</span>;
}
