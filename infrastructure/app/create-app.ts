import { ValidationPipe, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { openDatabase, type Database } from '../database/database';
import { migrateSchema } from '../database/migrate-schema';
import { refuseLogOwnerInProduction, refuseSuperuserInProduction } from '../database/database-role-guard';
import { withAmbientTransactions } from '../database/ambient-transaction';
import { MailOutboxWorker } from '../mail/mail-outbox-worker';
import { ProjectionRunner } from '../projections/projection-runner';
import { ApiExceptionFilter } from '../http/shared/api-exception.filter';
import { RequestValidationException } from '../http/shared/request-validation.exception';
import { fieldErrors } from '../http/shared/validation-messages';
import { securityHeaders } from '../http/shared/security-headers';
import { requestLogging } from '../http/shared/request-logging';
import { requestIdHook } from '../http/shared/request-id';
import { personalDataCache } from '../http/shared/personal-data-cache';
import { serveWebApp } from '../http/shared/web-app';
import { registerResponseCompression } from '../http/shared/response-compression';
import { registerPreparedAnswers } from '../http/shared/prepared-answer';
import { publicPagesOf } from '../http/pages/public-pages.wiring';
import { jsonBodyParser } from '../http/shared/json-body-parser';
import { keepingRawBodyOf, STRIPE_WEBHOOK_PATH } from '../http/payments/raw-webhook-body';
import { withIdempotencyKeyHeader } from '../http/shared/idempotency-key.openapi';
import { SafeTextPipe } from '../http/shared/safe-text.pipe';
import { withAnswerSchemas } from '../openapi/answer-schemas';
import { seedMasters } from '../seed/seed-masters';
import { registeredStreams } from '../seed/registered-streams';
import { seedFeeRates } from '../seed/seed-fee-rates';
import { seedAccounts } from '../seed/seed-accounts';
import { seedListings } from '../seed/seed-listings';
import { seedNews } from '../seed/seed-news';
import { seedOptions } from '../seed/seed-options';
import { seedContent } from '../seed/seed-content';
import { specTrailingSlashes } from '../http/shared/spec-trailing-slashes';
import { refuseDemoAccountsInProduction } from '../seed/demo-accounts-guard';
import { loadSigningKey } from '../accounts/jwt-session-issuer';
import { scheduleAccountHousekeeping } from '../accounts/account-housekeeping';
import { scheduleIdempotencyHousekeeping } from '../idempotency/idempotency-housekeeping';
import type { Clock } from '../../application/shared/clock.port';
import { AppModule } from './app.module';
import { allProjectors } from './projectors';
import { prepareSubjectKeys } from '../personal-data/prepare-subject-keys';
import { masterKeyringOf } from '../personal-data/development-master-key';
import type { DestinationStream } from 'pino';
import path from 'node:path';
import { parse as parseQuery } from 'node:querystring';

/** Closes a database this start opened, then fails the start with the error. */
const closeAndThrow = (db: Database) => async (error: unknown) => {
  await db.close();
  throw error;
};

/** Largest JSON or form body the API reads (uploads have limits of their own). */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface RunningApp {
  app: INestApplication;
  db: Database;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

/**
 * Opens the database, brings its schema and read models up to date, seeds what is missing and
 * builds the HTTP app (API and web site on one port). `listen` is left to the caller.
 */
export async function createApp(
  config: AppConfig,
  options: {
    database?: Database;
    extraModules?: DynamicModule[];
    clock?: Clock;
    webDir?: string;
    allowDemoAccounts?: boolean;
    /** Where request log lines go; standard output unless given. */
    logDestination?: DestinationStream;
  } = {},
): Promise<RunningApp> {
  // Stores join the transaction of a unit of work through the database they share.
  const db = withAmbientTransactions(
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') })),
  );
  if (!options.database) await refuseSuperuserInProduction(db, config).catch(closeAndThrow(db));
  await migrateSchema(db, config.migrationDatabaseUrl);
  if (!options.database) await refuseLogOwnerInProduction(db, config).catch(closeAndThrow(db));
  // Only the operator's commands (demo:remove among them) may open such a database in production.
  if (!options.allowDemoAccounts) {
    await refuseDemoAccountsInProduction(db, config).catch(async (error: unknown) => {
      if (!options.database) await db.close();
      throw error;
    });
  }
  // Before the projections read the log: a master key that opens no stored key stops the start here.
  await prepareSubjectKeys(db, masterKeyringOf(config)).catch(async (error: unknown) => {
    if (!options.database) await db.close();
    throw error;
  });
  const runner = new ProjectionRunner(db, allProjectors, {
    onError: (name, error) => console.error(`projection ${name} failed:`, error),
  });
  await runner.prepare();

  const signingKey = await loadSigningKey(db, config.jwtSecret);
  // A path parameter may be a signed token (a contract PDF's share link, about 200 characters).
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT, trustProxy: config.trustProxy, skipMiddie: true, routerOptions: { maxParamLength: 512 }, rewriteUrl: specTrailingSlashes });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register({ config, db, runner, signingKey, clock: options.clock, extraModules: options.extraModules }),
    adapter,
    { logger: config.logLevel === 'silent' ? false : ['error', 'warn'] },
  );
  const fastify = adapter.getInstance();
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, keepingRawBodyOf([STRIPE_WEBHOOK_PATH], jsonBodyParser(fastify)));
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: JSON_BODY_LIMIT }, (_request, body, done) => done(null, parseQuery(body.toString('utf8'))));
  await app.register(fastifyMultipart);
  await registerResponseCompression(fastify);
  registerPreparedAnswers(fastify);
  fastify.addHook('onRequest', securityHeaders(config.nodeEnv === 'production', { turnstile: config.turnstile !== undefined, stripe: config.paymentProvider === 'stripe' }));
  fastify.addHook('onRequest', requestIdHook());
  fastify.addHook('onRequest', personalDataCache());
  if (config.logLevel !== 'silent') fastify.addHook('onRequest', requestLogging(config.logLevel, options.logDestination));
  // After the security headers, so a preflight answer carries them too.
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    hook: 'preParsing',
  });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(
    new SafeTextPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new RequestValidationException(fieldErrors(errors)),
    }),
  );
  const openApi = new DocumentBuilder()
    .setTitle('いえとち直売所 API')
    .setDescription('土地・住宅の個人間売買マーケットプレイスの API。すべての JSON 応答は { success, message, data } です。')
    .setVersion('1')
    .addBearerAuth()
    .build();
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, () => withAnswerSchemas(withIdempotencyKeyHeader(SwaggerModule.createDocument(app, openApi))), { jsonDocumentUrl: 'api/docs-json' });

  const pages = publicPagesOf(app, config);
  if (await serveWebApp(fastify, options.webDir, pages.pages)) pages.serveCrawlerFiles(fastify);

  await app.init();
  await fastify.ready();
  // Seeding decides from the event streams, not from read models: one catch-up after it suffices.
  await seedMasters(app.get(CommandBus), (streamIds) => registeredStreams(db, streamIds));
  await seedFeeRates(app.get(CommandBus));
  await seedAccounts(app, config);
  await seedNews(app, config);
  await seedOptions(app, config);
  await seedContent(app, config);
  await runner.catchUp();
  runner.start();
  // Listings go through the listing service, which reads the read models the runner keeps.
  await seedListings(app, config);
  const mailWorker = app.get(MailOutboxWorker);
  mailWorker.start();
  const housekeeping = [
    scheduleAccountHousekeeping(db, (error) => console.error('account housekeeping failed:', error)),
    scheduleIdempotencyHousekeeping(db, (error) => console.error('idempotency housekeeping failed:', error)),
  ];

  return {
    app,
    db,
    runner,
    close: async () => {
      await Promise.all(housekeeping.map((task) => task.stop()));
      await mailWorker.stop();
      await runner.stop();
      await app.close();
      if (!options.database) await db.close();
    },
  };
}
