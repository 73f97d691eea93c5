import type { Provider, Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import path from 'node:path';
import { AccountCommands } from '../../application/accounts/account-commands';
import { AdminAccountsService } from '../../application/accounts/admin-accounts.service';
import { AttemptLimiter } from '../../application/accounts/attempt-limiter.port';
import { BotCheck } from '../../application/accounts/bot-check.port';
import { CredentialStore } from '../../application/accounts/credential-store.port';
import { GuessCounters } from '../../application/accounts/guess-counters.port';
import { IdentificationService } from '../../application/accounts/identification.service';
import { ImpersonationService } from '../../application/accounts/impersonation.service';
import { UploadRateLimit } from '../../application/accounts/upload-rate-limit';
import { LawyerAccountsService } from '../../application/accounts/lawyer-accounts.service';
import { MailOutbox } from '../../application/accounts/mail-outbox.port';
import type { Mailer } from '../../application/accounts/mailer.port';
import { MemberDirectory } from '../../application/accounts/member-directory.port';
import { MemberProfileService } from '../../application/accounts/member-profile.service';
import { MemberSessionService } from '../../application/accounts/member-session.service';
import { MemberSettingsService } from '../../application/accounts/member-settings.service';
import { MemberSignUpService } from '../../application/accounts/member-sign-up.service';
import { OneTimeTokens } from '../../application/accounts/one-time-tokens.port';
import { PasswordHasher } from '../../application/accounts/password-hasher.port';
import { PasswordGuessThrottle } from '../../application/accounts/password-guess-throttle';
import { PasswordSignIn } from '../../application/accounts/password-sign-in';
import { SignInLimit } from '../../application/accounts/sign-in-limit';
import { PersonalDataStore } from '../../application/accounts/personal-data-store.port';
import { SessionIssuer } from '../../application/accounts/session-issuer.port';
import { TodoListService } from '../../application/accounts/todo-list.service';
import type { Clock } from '../../application/shared/clock.port';
import { personalDataProviders } from '../personal-data/personal-data-providers';
import { FileStore } from '../../application/shared/file-store.port';
import type { GeoMasterPort } from '../../application/masters/geo-master.port';
import { SiteUrl } from '../../application/shared/site-url.port';
import { UnitOfWork } from '../../application/shared/unit-of-work.port';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { PostgresUnitOfWork } from '../database/postgres-unit-of-work';
import { AuthGuard } from '../http/auth/auth.guard';
import { AdminUsersController } from '../http/accounts/admin-users.controller';
import { DevMailboxController } from '../http/accounts/dev-mailbox.controller';
import { LawyerAccountsController } from '../http/accounts/lawyer-accounts.controller';
import { MemberAuthController } from '../http/accounts/member-auth.controller';
import { MemberProfileController } from '../http/accounts/member-profile.controller';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { DisabledBotCheck, TurnstileBotCheck } from './bot-checks';
import { ImpersonationExpirySchedule } from './impersonation-expiry.schedule';
import { JwtSessionIssuer } from './jwt-session-issuer';
import { LocalFileStore } from './local-file-store';
import { DatabaseMailbox, SmtpMailer } from './mailers';
import { PostgresAttemptLimiter } from './postgres-attempt-limiter';
import { PostgresCredentialStore } from './postgres-credential-store';
import { PostgresGuessCounters } from './postgres-guess-counters';
import { PostgresMemberDirectory } from './postgres-member-directory';
import { PostgresOneTimeTokens } from './postgres-one-time-tokens';
import { PostgresPersonalDataStore } from './postgres-personal-data-store';
import { MailOutboxWorker } from '../mail/mail-outbox-worker';
import { PostgresMailOutbox } from '../mail/postgres-mail-outbox';
import { isLoopbackAddress } from '../http/shared/loopback-address';

export interface AccountWiring {
  config: AppConfig;
  db: Database;
  clock: Clock;
  geo: GeoMasterPort;
  signingKey: Uint8Array;
}

/** Mail is kept in the database (and readable at /dev/mailbox) unless SMTP is configured. */
export function usesDevelopmentMailbox(config: AppConfig): boolean {
  return !config.smtpUrl && config.nodeEnv !== 'production';
}

export function accountControllers(config: AppConfig): Type[] {
  const controllers: Type[] = [MemberAuthController, MemberProfileController, AdminUsersController, LawyerAccountsController];
  if (usesDevelopmentMailbox(config)) controllers.push(DevMailboxController);
  return controllers;
}

/** A site on this machine's own name or address, which no recipient of a mail can reach. */
function isLoopbackSite(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

export function accountProviders({ config, db, clock, geo, signingKey }: AccountWiring): Provider[] {
  const mailbox = new DatabaseMailbox(db);
  let mailer: Mailer;
  if (config.smtpUrl) mailer = new SmtpMailer(config.smtpUrl);
  else if (usesDevelopmentMailbox(config)) mailer = mailbox;
  else throw new Error('SMTP_URL must be set in production: mail cannot be delivered without it');
  if (config.nodeEnv === 'production' && isLoopbackSite(config.publicUrl)) {
    throw new Error(`PUBLIC_URL must be the site's public address in production (now ${config.publicUrl}): links in mails lead there`);
  }
  // Services record mail in the outbox with their change; only the worker talks to the mailer.
  const mailWorker = new MailOutboxWorker(db, mailer, {
    retryDelaysMs: config.mailRetryDelaysMs,
    onError: (error) => console.error('mail outbox failed:', error),
  });
  return [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: CredentialStore, useValue: new PostgresCredentialStore(db) },
    { provide: PersonalDataStore, useValue: new PostgresPersonalDataStore(db) },
    { provide: PasswordHasher, useValue: new Argon2PasswordHasher() },
    { provide: OneTimeTokens, useValue: new PostgresOneTimeTokens(db, clock) },
    { provide: AttemptLimiter, useValue: new PostgresAttemptLimiter(db, clock) },
    { provide: GuessCounters, useValue: new PostgresGuessCounters(db) },
    { provide: SignInLimit, useValue: { perAddress: config.signInLimitPerAddress } satisfies SignInLimit },
    { provide: SessionIssuer, useValue: new JwtSessionIssuer(db, signingKey, clock) },
    { provide: MailOutboxWorker, useValue: mailWorker },
    { provide: MailOutbox, useValue: new PostgresMailOutbox(db, () => mailWorker.wake()) },
    { provide: UnitOfWork, useValue: new PostgresUnitOfWork(db) },
    ...personalDataProviders({ config, db }),
    { provide: DatabaseMailbox, useValue: mailbox },
    { provide: BotCheck, useValue: config.turnstile ? new TurnstileBotCheck(config.turnstile.secret) : new DisabledBotCheck() },
    { provide: FileStore, useValue: new LocalFileStore(path.join(config.dataDir, 'files')) },
    { provide: SiteUrl, useValue: { link: (pathname: string) => `${config.publicUrl}${pathname}` } satisfies SiteUrl },
    { provide: MemberDirectory, useValue: new PostgresMemberDirectory(db, geo) },
    AccountCommands,
    PasswordGuessThrottle,
    PasswordSignIn,
    MemberSignUpService,
    MemberSessionService,
    MemberSettingsService,
    MemberProfileService,
    IdentificationService,
    UploadRateLimit,
    TodoListService,
    AdminAccountsService,
    LawyerAccountsService,
    ImpersonationService,
    ImpersonationExpirySchedule,
  ];
}
