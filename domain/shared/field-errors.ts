import { DomainError } from './domain-error';

/**
 * Collects every field problem of one input before failing, so a form shows all its mistakes at
 * once instead of one per submit.
 */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.errors).length > 0 : field in this.errors;
  }

  /** Throws one `invalid` error naming every field, when any was added. */
  throwIfAny(code: string): void {
    if (!this.has()) return;
    const [first] = Object.values(this.errors);
    throw new DomainError('invalid', code, first[0], { ...this.errors });
  }
}
