import { DomainError } from '../../../domain/shared/domain-error';

/** `?page=n` of a list call: absent is the first page, anything but a whole number from 1 is refused under `page`. */
export function pageNumber(page: string | undefined, code: string): number {
  if (page === undefined || page === '') return 1;
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 1) throw DomainError.invalid(code, 'page', 'ページは1以上の整数で指定してください。');
  return number;
}
