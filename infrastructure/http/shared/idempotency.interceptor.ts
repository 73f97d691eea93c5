import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { Principal } from '../../../application/accounts/account-role';
import { Clock } from '../../../application/shared/clock.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { runIdempotently, type IdempotentRequest } from '../../idempotency/idempotent-request';
import { PostgresIdempotencyKeys, type StoredAnswer } from '../../idempotency/postgres-idempotency-keys';
import type { AuthenticatedRequest } from '../auth/auth.decorators';
import { IDEMPOTENCY_KEY_HEADER, claimOnceBodyIsRead, readIdempotencyKey, requestFingerprint } from './idempotency-key';

/** The server key under which request bodies are fingerprinted. */
export const IDEMPOTENCY_SECRET = Symbol('IDEMPOTENCY_SECRET');

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'この Idempotency-Key ヘッダーの値は、内容の異なる別のリクエストですでに使われています。操作ごとに新しい値を指定してください。';
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = '処理中です。同じ Idempotency-Key のリクエストが終わるまで、しばらく待ってからもう一度お試しください。';

/** Thrown from inside the handler chain when the key turns out to be answered already. */
class AlreadyAnswered extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('already answered');
  }
}

/**
 * `Idempotency-Key` on every write under /api: the first request with a key runs, a retry with
 * the same key and body gets the first answer and writes nothing, the same key with another body
 * is refused (422), and a retry while the first still runs is answered 409.
 *
 * Keys belong to the signed-in account (admin and member together while impersonating). Guest
 * calls (sign-up, login, token refresh, password reset, contact) are not kept: they carry
 * passwords or mail-link tokens or answer with tokens, and a guest has no identity to scope a
 * key to (an address is shared by everyone behind it). Answers that set a cookie or carry an
 * access token are not kept either; a retry of such a request runs again as a replay, which
 * issues fresh tokens while its events are still written once.
 *
 * Exactly once across a crash: the claim is taken in its own statement before the handler runs;
 * the command's ids are derived from the claim and its events are marked with it. A retry of a
 * claim that never answered (its process died, or it failed after writing) runs the command again
 * with the same ids over the streams as they were before its events, so the event store finds
 * those events already stored and answers their result instead of appending them again. Keeping
 * the answer in the same transaction as the events would need every handler to share one
 * transaction with this layer; deriving the ids gives the same guarantee without touching them.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: PostgresIdempotencyKeys,
    private readonly clock: Clock,
    @Inject(IDEMPOTENCY_SECRET) private readonly secret: Uint8Array,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return next.handle();
    const key = readIdempotencyKey(request);
    if (key === undefined || !request.principal) return next.handle();
    return from(this.run(context, next, key, scopeOf(request.principal)));
  }

  private async run(context: ExecutionContext, next: CallHandler, key: string, scope: string): Promise<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const state: IdempotentRequest = { replay: false, idsDrawn: 0, appendsBegun: 0 };
    const claim = async (body: unknown): Promise<void> => {
      const fingerprint = requestFingerprint(this.secret, request.method, request.url, body);
      const outcome = await this.keys.claim({ scope, key, method: request.method, path: request.url, fingerprint }, new Date(this.clock.now()));
      switch (outcome.kind) {
        case 'run':
          state.claimId = outcome.claimId;
          state.replay = outcome.replay;
          return;
        case 'answered':
          throw new AlreadyAnswered(outcome.answer);
        case 'mismatch':
          throw DomainError.invalid('idempotency.key_reused', IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE);
        case 'in_progress':
          throw DomainError.conflict('idempotency.in_progress', IDEMPOTENCY_IN_PROGRESS_MESSAGE);
      }
    };
    try {
      if (request.isMultipart()) claimOnceBodyIsRead(request, claim);
      else await claim(request.body ?? null);
    } catch (error) {
      if (error instanceof AlreadyAnswered) return replayed(reply, error.answer);
      throw error;
    }

    let value: unknown;
    try {
      value = await runIdempotently(state, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
    } catch (error) {
      if (error instanceof AlreadyAnswered) return replayed(reply, error.answer);
      if (state.claimId) {
        // A failure after an append may have written: keep the claim for a replay. Nothing written: free the key.
        if (state.replay || state.appendsBegun > 0) await this.keys.release(scope, key, state.claimId);
        else await this.keys.forget(scope, key, state.claimId);
      }
      throw error;
    }
    if (!state.claimId) return value;
    // A request that wrote nothing to the log (a search, a no-op) has nothing to protect: its
    // key is freed rather than keeping a possibly large answer for a day.
    if (!state.replay && state.appendsBegun === 0) {
      await this.keys.forget(scope, key, state.claimId);
      return value;
    }
    if (reply.getHeader('set-cookie') !== undefined || carriesToken(value)) {
      await this.keys.release(scope, key, state.claimId);
      return value;
    }
    // Kept before it is sent: a client that saw the answer finds it kept when it retries.
    await this.keys.complete(scope, key, state.claimId, { status: successStatus(context), body: JSON.stringify(value ?? null) });
    return value;
  }
}

function scopeOf(principal: Principal): string {
  return principal.impersonatorId
    ? `admin:${principal.impersonatorId}/member:${principal.subjectId}`
    : `${principal.role}:${principal.subjectId}`;
}

function successStatus(context: ExecutionContext): number {
  const fixed = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined;
  return fixed ?? (context.switchToHttp().getRequest<AuthenticatedRequest>().method === 'POST' ? 201 : 200);
}

function carriesToken(value: unknown): boolean {
  const data = (value as { data?: unknown } | null | undefined)?.data;
  return typeof data === 'object' && data !== null && ('access_token' in data || 'refresh_token' in data);
}

function replayed(reply: FastifyReply, answer: StoredAnswer): unknown {
  void reply.header('Idempotent-Replayed', 'true');
  return JSON.parse(answer.body) as unknown;
}
