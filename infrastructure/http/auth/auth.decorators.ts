import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AccountRole, Principal } from '../../../application/accounts/account-role';

export const ROLES_KEY = 'account-roles';
export const GUESTS_TOO_KEY = 'guests-too';

/** Only a signed-in account of one of these roles may call the endpoint. */
export const SignedIn = (...roles: AccountRole[]) => SetMetadata(ROLES_KEY, roles);

/** Open to guests; a signed-in caller's token is still read, to answer for them (history, favourites). */
export const GuestsToo = () => SetMetadata(GUESTS_TOO_KEY, true);

export interface AuthenticatedRequest extends Request {
  principal?: Principal;
}

/** The principal the guard established; only on `@SignedIn` endpoints. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on an endpoint without @SignedIn');
  return principal;
});

/** The caller on a `@GuestsToo` endpoint: the principal, or null for a guest. */
export const ViewerPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null => context.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null,
);
