import { Inject, Injectable, UseGuards, type CanActivate } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/domain-error';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';

/**
 * Closes a phase-2 call while `PHASE2` is off. A hidden menu is not enough: the call itself
 * answers 404, as for any address the installation does not have. Runs after the sign-in check,
 * so members and lawyers still learn only that they may not.
 */
@Injectable()
export class Phase2Guard implements CanActivate {
  constructor(@Inject(AppConfigToken) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.phase2) throw DomainError.notFound('site.phase2_closed', 'この機能は現在ご利用いただけません。');
    return true;
  }
}

/** The endpoint belongs to phase 2 of the back office. */
export const Phase2Only = () => UseGuards(Phase2Guard);
