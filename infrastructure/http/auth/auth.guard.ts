import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AccountRole } from '../../../application/accounts/account-role';
import { SessionIssuer } from '../../../application/accounts/session-issuer.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { OPTIONAL_SIGN_IN_KEY, ROLES_KEY, type AuthenticatedRequest } from './auth.decorators';

export const SIGN_IN_REQUIRED_MESSAGE = 'ログインが必要です。もう一度ログインしてください。';

/**
 * Every request passes here: endpoints marked `@SignedIn(...)` need a valid access token of a
 * live session and one of the listed roles (401 without, 403 with another role); endpoints
 * marked `@MaybeSignedIn()` learn who calls when a valid token comes, and serve guests otherwise.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionIssuer,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<AccountRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!roles) {
      const optional = this.reflector.getAllAndOverride<boolean | undefined>(OPTIONAL_SIGN_IN_KEY, [context.getHandler(), context.getClass()]);
      const principal = optional && token ? await this.sessions.authenticate(token) : null;
      if (principal) request.principal = principal;
      return true;
    }
    const principal = token ? await this.sessions.authenticate(token) : null;
    if (!principal) throw DomainError.unauthenticated('auth.required', SIGN_IN_REQUIRED_MESSAGE);
    if (!roles.includes(principal.role)) throw DomainError.forbidden('auth.role_forbidden');
    request.principal = principal;
    return true;
  }
}
