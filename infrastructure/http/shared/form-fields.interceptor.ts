import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

type FieldKind = 'number' | 'boolean' | 'json';

/** What each field of a DTO holds, read from its validation rules, so the two never drift apart. */
function fieldKinds(dto: Type): Map<string, FieldKind> {
  const kinds = new Map<string, FieldKind>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const name = rule.name ?? '';
    const field = rule.propertyName;
    if (name === 'isNumber' || name === 'isInt') kinds.set(field, 'number');
    else if (name === 'isBoolean') kinds.set(field, 'boolean');
    else if (name === 'isArray') kinds.set(field, 'json');
    else if (name === 'isIn' && Array.isArray(rule.constraints?.[0]) && (rule.constraints[0] as unknown[]).every((value) => typeof value === 'number')) {
      if (!kinds.has(field)) kinds.set(field, 'number');
    }
  }
  return kinds;
}

const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** One form field's text as the DTO's type; what does not read as that type is left for validation to name. */
function typed(value: unknown, kind: FieldKind | undefined): unknown {
  if (typeof value !== 'string' || !kind) return value;
  const text = value.trim();
  if (text === '' || text === 'null') return null;
  if (kind === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : value;
  }
  if (kind === 'boolean') return BOOLEANS[text] ?? value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/**
 * A multipart/form-data body carries every field as text. This reads numbers, flags and JSON
 * lists as the DTO declares them, so a form and a JSON body are validated by the same rules.
 * A JSON body is left as it is.
 */
export function FormFieldsOf(dto: Type): Type<NestInterceptor> {
  @Injectable()
  class FormFieldsInterceptor implements NestInterceptor {
    private readonly kinds = fieldKinds(dto);

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      if (request.isMultipart() && request.body && typeof request.body === 'object') {
        const body = request.body as Record<string, unknown>;
        request.body = Object.fromEntries(Object.entries(body).map(([field, value]) => [field, typed(value, this.kinds.get(field))]));
      }
      return next.handle();
    }
  }
  return FormFieldsInterceptor;
}
