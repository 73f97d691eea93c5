import { Input, Space } from 'antd';

interface PhoneInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}

const PART_NAMES = ['市外局番', '市内局番', '加入者番号'] as const;

function split(value: string | undefined): [string, string, string] {
  const parts = (value ?? '').split('-');
  return [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join('')];
}

/** A phone number in its three hyphen-joined parts (`03-1234-5678`). */
export function PhoneInput({ id, value, onChange, label }: PhoneInputProps) {
  const parts = split(value);
  const change = (index: number, part: string) => {
    const next = [...parts];
    next[index] = part.replace(/[^\d]/g, '');
    onChange?.(next.every((item) => item === '') ? '' : next.join('-'));
  };
  return (
    <Space.Compact>
      {PART_NAMES.map((name, index) => (
        <Input
          key={name}
          id={index === 0 ? id : undefined}
          aria-label={`${label}（${name}）`}
          value={parts[index]}
          inputMode="tel"
          maxLength={5}
          style={{ width: 88, textAlign: 'center' }}
          onChange={(event) => change(index, event.target.value)}
        />
      ))}
    </Space.Compact>
  );
}
