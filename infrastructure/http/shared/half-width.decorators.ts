import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { halfWidthMessage, isHalfWidthPrintable, toHalfWidthDigits } from '../../../domain/shared/half-width.rule';

/**
 * A password or an e-mail address: half-width printable characters only, refused with a 422
 * naming the field otherwise (a full-width password could not be typed again with the input
 * method off). Surrounding white space of an address is trimmed first; a password is taken as typed.
 */
export function HalfWidth(label: string, options: { trim?: boolean } = {}) {
  const decorators = [
    ValidateBy({
      name: 'halfWidth',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isHalfWidthPrintable(value),
        defaultMessage: () => halfWidthMessage(label),
      },
    }),
  ];
  if (options.trim) decorators.unshift(Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '') : value)));
  return applyDecorators(...decorators);
}

/** A phone number or postcode as text: full-width digits and hyphens become half-width. */
export function HalfWidthDigits() {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? toHalfWidthDigits(value) : value));
}

/**
 * An amount or an area sent as text (`"１，２００万"` is not one, `"１，２００，０００"` is):
 * its digits converted to half-width and thousands commas dropped, then read as a number.
 * Text that is still not a number is left for the field's number check to refuse.
 */
export function NumberFromText() {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = toHalfWidthDigits(value).replace(/,/g, '').trim();
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value;
  });
}
