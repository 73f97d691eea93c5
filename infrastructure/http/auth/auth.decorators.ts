import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccountRole, Principal } from '../../../application/accounts/account-role';

export const ROLES_KEY = 'account-roles';

/** Only a signed-in account of one of these roles may call the endpoint. */
export const SignedIn = (...roles: AccountRole[]) => SetMetadata(ROLES_KEY, roles);

export const OPTIONAL_SIGN_IN_KEY = 'optional-sign-in';

/**
 * Anyone may call the endpoint; a valid access token, when sent, makes the caller known
 * (`OptionalPrincipal`). A missing or stale token counts as a guest, never as an error.
 */
export const MaybeSignedIn = () => SetMetadata(OPTIONAL_SIGN_IN_KEY, true);

export interface AuthenticatedRequest extends FastifyRequest {
  principal?: Principal;
}

/** The principal the guard established; only on `@SignedIn` endpoints. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on an endpoint without @SignedIn');
  return principal;
});

/** The principal on a `@MaybeSignedIn` endpoint, or null for a guest. */
export const OptionalPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null => context.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null,
);
