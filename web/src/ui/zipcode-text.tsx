import { formatZipcode } from './zipcode.format';

interface ZipcodeTextProps {
  value: string | null | undefined;
  secondPart?: string | null;
}

export function ZipcodeText({ value, secondPart }: ZipcodeTextProps) {
  const text = formatZipcode(value, secondPart);
  if (text === '') return null;
  return <span>{text}</span>;
}
