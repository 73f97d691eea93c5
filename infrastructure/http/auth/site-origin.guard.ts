import { Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/shared/domain-error';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';

export const ORIGIN_REQUIRED_MESSAGE = 'この操作は、いえとち直売所の画面からのみ行えます。ページを読み込み直してから、もう一度お試しください。';

/** The origin of each allowed address, as browsers write it in the Origin header. */
export function allowedOrigins(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): Set<string> {
  const origins = new Set<string>();
  for (const address of [config.publicUrl, ...config.corsOrigins]) {
    try {
      origins.add(new URL(address).origin);
    } catch {
      // CORS_ORIGINS is free text; an entry that is not an address can never match an Origin.
    }
  }
  return origins;
}

/**
 * Calls that the refresh cookie authorizes (refresh, logout) must come from the site's own pages.
 * The cookie is SameSite=Strict already; the Origin check holds where SameSite does not (a
 * sibling subdomain is same-site, an old browser ignores the attribute). Browsers send Origin
 * on every POST, so a missing one means a client that is not the site's.
 */
@Injectable()
export class SiteOriginGuard implements CanActivate {
  private readonly origins: Set<string>;

  constructor(@Inject(AppConfigToken) config: AppConfig) {
    this.origins = allowedOrigins(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const origin = context.switchToHttp().getRequest<FastifyRequest>().headers.origin;
    if (typeof origin !== 'string' || !this.origins.has(origin)) throw DomainError.forbidden('auth.origin_refused', ORIGIN_REQUIRED_MESSAGE);
    return true;
  }
}

/** Only the site's own origin (PUBLIC_URL, or one of CORS_ORIGINS) may call the endpoint. */
export const FromSiteOrigin = () => UseGuards(SiteOriginGuard);
