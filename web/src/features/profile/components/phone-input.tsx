import { Flex, Input } from 'antd';
import { Fragment } from 'react';
import { joinPhone, splitPhone } from '../lib/phone';

interface PhoneInputProps {
  /** Three hyphen-joined parts, as the form holds it. */
  value?: string;
  onChange?: (value: string) => void;
  /** Named in each part's accessible label, for example 自宅の電話番号. */
  label: string;
  id?: string;
  status?: '' | 'error';
}

const PART_NAMES = ['市外局番', '市内局番', '加入者番号'] as const;

/** A phone number as three boxes (03 / 1234 / 5678) that the form sees as `03-1234-5678`. */
export function PhoneInput({ value, onChange, label, id, status }: PhoneInputProps) {
  const parts = splitPhone(value);
  const change = (index: number, part: string) => {
    const next = [...parts];
    next[index] = part;
    onChange?.(joinPhone(next));
  };

  return (
    <Flex align="center" gap={6}>
      {PART_NAMES.map((name, index) => (
        <Fragment key={name}>
          {index > 0 ? <span aria-hidden>-</span> : null}
          <Input
            id={index === 0 ? id : undefined}
            aria-label={`${label}（${name}）`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            status={status}
            style={{ width: 88 }}
            value={parts[index]}
            onChange={(event) => change(index, event.target.value)}
          />
        </Fragment>
      ))}
    </Flex>
  );
}
