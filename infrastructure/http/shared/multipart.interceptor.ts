import { BadRequestException, Injectable, createParamDecorator, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { multipartBodyRead } from './idempotency-key';

/** A file of a multipart/form-data body, read whole into memory (the limits keep it small). */
export interface UploadedFileBuffer {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

interface MultipartLimits {
  /** The one field that may carry files; none when absent. */
  fileField?: string;
  /** How many files that field may carry. */
  maxFiles?: number;
  /** Bytes per file: past it the upload stops and is answered 413. */
  fileSize?: number;
  /** How many text fields the body may carry. */
  fields?: number;
}

const UPLOADS = Symbol('uploads');

type MultipartRequest = FastifyRequest & { [UPLOADS]?: UploadedFileBuffer[] };

function uploadsOf(context: ExecutionContext): UploadedFileBuffer[] | undefined {
  return context.switchToHttp().getRequest<MultipartRequest>()[UPLOADS];
}

/** The one file a `MultipartInterceptor` read, or undefined when none was sent. */
export const UploadedBuffer = createParamDecorator((_data: unknown, context: ExecutionContext) => uploadsOf(context)?.[0]);

/** The files a `MultipartInterceptor` read, or undefined when the body was not a form. */
export const UploadedBuffers = createParamDecorator((_data: unknown, context: ExecutionContext) => uploadsOf(context));

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** A repeated field name becomes a list, as a form sends it. */
function appendField(body: Record<string, unknown>, name: string, value: unknown): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else body[name] = [existing, value];
}

/**
 * Reads a multipart/form-data body within limits before the handler runs: files into memory
 * (`@UploadedBuffer()` / `@UploadedBuffers()`), text fields into the body. A file over the size limit
 * is answered 413 without being held whole; a file in an unexpected field, too many files or
 * fields, or a malformed body is answered 400. Other bodies pass untouched.
 */
export function MultipartInterceptor(limits: MultipartLimits): Type<NestInterceptor> {
  @Injectable()
  class ReadMultipart implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<MultipartRequest>();
      if (!request.isMultipart()) return next.handle();
      const maxFiles = limits.fileField ? (limits.maxFiles ?? 1) : 0;
      const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const files: UploadedFileBuffer[] = [];
      try {
        const parts = request.parts({
          limits: { files: maxFiles, fields: limits.fields ?? Infinity, ...(limits.fileSize !== undefined ? { fileSize: limits.fileSize } : {}) },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== limits.fileField || files.length >= maxFiles) throw new BadRequestException('Unexpected field');
            const buffer = await part.toBuffer();
            files.push({ fieldname: part.fieldname, originalname: part.filename, mimetype: part.mimetype, size: buffer.length, buffer });
          } else {
            appendField(body, part.fieldname, part.value);
          }
        }
      } catch (error) {
        // What is left of the body is read and dropped, so the answer reaches the client.
        request.raw.unpipe();
        request.raw.resume();
        if (isFileTooLarge(error)) throw new PayloadTooLargeException();
        throw error instanceof BadRequestException ? error : new BadRequestException();
      }
      request.body = body;
      request[UPLOADS] = files;
      await multipartBodyRead(request, body, files);
      return next.handle();
    }
  }
  return ReadMultipart;
}
