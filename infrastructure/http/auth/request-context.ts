import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import type { CommandContext } from '../../../application/shared/command-context';
import { DomainError } from '../../../domain/shared/domain-error';

/**
 * The client's address as Fastify derives it: the socket's unless `TRUST_PROXY` names proxies,
 * and then only the hops they add to X-Forwarded-For count, so a client cannot choose its own.
 */
export function clientAddress(request: FastifyRequest): string | undefined {
  return request.ip || request.raw.socket.remoteAddress || undefined;
}

/** The id the request log gave the request (`X-Request-Id`), or a new one when requests are not logged. */
function requestId(request: FastifyRequest): string {
  const id = (request.raw as { id?: unknown }).id;
  return typeof id === 'string' ? id : randomUUID();
}

/**
 * Who is acting, for the events a request writes. While an admin impersonates a member, the
 * admin is the actor and the member is `on_behalf_of`.
 */
export function commandContext(request: FastifyRequest, principal?: Principal): CommandContext {
  const id = requestId(request);
  const base = { requestId: id, correlationId: id, clientAddress: clientAddress(request) };
  if (!principal) return { ...base, actor: { id: 'guest', role: 'guest' } };
  if (principal.impersonatorId) {
    return { ...base, actor: { id: principal.impersonatorId, role: 'admin' }, onBehalfOf: { id: principal.subjectId, role: 'member' } };
  }
  return { ...base, actor: { id: principal.subjectId, role: principal.role } };
}

/** Member endpoints with an `{id}` in the path serve only the member's own account. */
export function requireSelf(principal: Principal, id: string): void {
  if (principal.subjectId !== id) throw DomainError.forbidden('account.not_yours');
}
