import 'reflect-metadata';

const MULTILINE_FIELDS = Symbol('multilineFields');

/**
 * Marks a DTO field whose text may run over several lines (a description, a reason, notes): line
 * breaks and tabs are allowed in it, and in every string of a list it holds. Every other text
 * field is one line.
 */
export function MultilineText(): PropertyDecorator {
  return (target, property) => {
    const own: string[] = Reflect.getOwnMetadata(MULTILINE_FIELDS, target.constructor) ?? [...multilineFieldsOf(target.constructor)];
    Reflect.defineMetadata(MULTILINE_FIELDS, [...own, String(property)], target.constructor);
  };
}

/** The multi-line fields of a DTO, those of the classes it extends included. */
export function multilineFieldsOf(dto: unknown): readonly string[] {
  if (typeof dto !== 'function') return [];
  return (Reflect.getMetadata(MULTILINE_FIELDS, dto) as string[] | undefined) ?? [];
}
