import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind } from '../../../domain/shared/domain-error';
import { StreamVersionConflict } from '../../../application/shared/event-store.port';
import type { ApiResponse } from './api-response';
import { RequestValidationException } from './request-validation.exception';
import { UnsupportedMediaTypeException } from './unsupported-media-type.exception';
import { MalformedBodyException } from './malformed-body.exception';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  conflict: HttpStatus.CONFLICT,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'リクエストの形式が正しくありません。',
  401: 'ログインが必要です。',
  403: '許可がありません。',
  404: '指定されたページまたはデータが見つかりません。',
  405: 'この操作は許可されていません。',
  409: 'ほかの操作と同時に更新されました。画面を読み込み直してから、もう一度お試しください。',
  413: 'ファイルまたはデータが大きすぎます。',
  415: '対応していない形式です。',
  429: '短時間に操作が集中しました。しばらく待ってからもう一度お試しください。',
  500: '申し訳ありません。システムでエラーが発生しました。時間をおいてもう一度お試しください。',
};

/**
 * The one place errors become HTTP answers: `{ success: false, message, errors }` with a status
 * that means something. Stack traces and SQL never leave the server.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toAnswer(exception);
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) void response.header('Retry-After', String(exception.retryAfterSeconds));
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    void response.status(status).send(body);
  }

  private toAnswer(exception: unknown): { status: number; body: ApiResponse<null> } {
    if (exception instanceof DomainError) {
      return this.answer(STATUS_BY_KIND[exception.kind], exception.message, exception.fields);
    }
    if (exception instanceof StreamVersionConflict) {
      return this.answer(HttpStatus.CONFLICT, MESSAGE_BY_STATUS[409]);
    }
    if (exception instanceof RequestValidationException) {
      return this.answer(exception.getStatus(), exception.message, exception.fields);
    }
    if (exception instanceof UnsupportedMediaTypeException) return this.answer(exception.getStatus(), exception.message);
    if (exception instanceof MalformedBodyException) {
      return this.answer(exception.getStatus(), exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return this.answer(status, MESSAGE_BY_STATUS[status] ?? exception.message);
    }
    return this.answer(HttpStatus.INTERNAL_SERVER_ERROR, MESSAGE_BY_STATUS[500]);
  }

  private answer(status: number, message: string, errors?: Record<string, string[]>) {
    const body: ApiResponse<null> = { success: false, message, data: null };
    if (errors && Object.keys(errors).length > 0) body.errors = errors;
    return { status, body };
  }
}
