import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { normalizeText, unsafeCharacterIn, unsafeCharacterMessage } from '../../../domain/shared/safe-text.rule';
import { multilineFieldsOf } from './multiline-text.decorator';
import { MAX_BODY_DEPTH, tooDeep } from './malformed-body.exception';
import { RequestValidationException } from './request-validation.exception';

/**
 * Passwords are taken exactly as typed: the stored hashes were made from the raw text, so
 * composing it now would lock out whoever typed a decomposed character, and a password is never
 * shown to anyone, so no character in it can mislead.
 */
const isPassword = (field: string) => field.includes('password');

/**
 * Every string of every body and query, JSON or form, before the DTO sees it: composed to NFC
 * and checked by the safe-text rule, so no field can be forgotten. A refused character is a 422
 * naming the field (`name`, `notes.2`, `yes_no_charts.0.value`); nothing has been stored yet.
 * Objects nested deeper than a JSON body may be (a form field holding JSON) are a 400.
 */
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const multiline = new Set(multilineFieldsOf(metadata.metatype));
    const errors: Record<string, string[]> = {};
    const clean = (input: unknown, path: string[], depth: number): unknown => {
      if (typeof input === 'string') {
        const top = path[0] ?? '';
        if (isPassword(top)) return input;
        const text = normalizeText(input);
        const unsafe = unsafeCharacterIn(text, { multiline: multiline.has(top) });
        if (unsafe) (errors[path.join('.') || 'body'] ??= []).push(unsafeCharacterMessage(unsafe));
        return text;
      }
      if (input === null || typeof input !== 'object') return input;
      if (depth >= MAX_BODY_DEPTH) throw tooDeep();
      if (Array.isArray(input)) return input.map((item, index) => clean(item, [...path, String(index)], depth + 1));
      if (Object.getPrototypeOf(input) !== Object.prototype && Object.getPrototypeOf(input) !== null) return input;
      return Object.fromEntries(Object.entries(input).map(([key, item]) => [key, clean(item, [...path, key], depth + 1)]));
    };
    const result = clean(value, metadata.data ? [metadata.data] : [], 0);
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    return result;
  }
}
