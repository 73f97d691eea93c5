import { ValidationPipe, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { openDatabase, type Database } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { ProjectionRunner } from '../projections/projection-runner';
import { ApiExceptionFilter } from '../http/shared/api-exception.filter';
import { RequestValidationException } from '../http/shared/request-validation.exception';
import { fieldErrors } from '../http/shared/validation-messages';
import { securityHeaders } from '../http/shared/security-headers';
import { requestLogging } from '../http/shared/request-logging';
import { webApp } from '../http/shared/web-app';
import { seedMasters } from '../seed/seed-masters';
import { seedFeeRates } from '../seed/seed-fee-rates';
import { seedAccounts } from '../seed/seed-accounts';
import { seedListings } from '../seed/seed-listings';
import { loadSigningKey } from '../accounts/jwt-session-issuer';
import { scheduleAccountHousekeeping } from '../accounts/account-housekeeping';
import type { Clock } from '../../application/shared/clock.port';
import { AppModule } from './app.module';
import { allProjectors } from './projectors';
import path from 'node:path';

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
  options: { database?: Database; extraModules?: DynamicModule[]; clock?: Clock } = {},
): Promise<RunningApp> {
  const db =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }));
  await migrate(db, allMigrations);
  const runner = new ProjectionRunner(db, allProjectors, {
    onError: (name, error) => console.error(`projection ${name} failed:`, error),
  });
  await runner.prepare();

  const signingKey = await loadSigningKey(db, config.jwtSecret);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register({ config, db, runner, signingKey, clock: options.clock, extraModules: options.extraModules }),
    {
    logger: config.logLevel === 'silent' ? false : ['error', 'warn'],
    bodyParser: true,
    },
  );
  app.useBodyParser('json', { limit: '1mb' });
  app.set('trust proxy', false);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.nodeEnv === 'production', { turnstile: config.turnstile !== undefined }));
  if (config.logLevel !== 'silent') app.use(requestLogging(config.logLevel));
  app.enableCors({ origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(
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
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs-json' });

  const web = webApp();
  app.use(web.assets);
  app.use(web.fallback);

  await app.init();
  // Seeding decides from the event streams, not from read models: one catch-up after it suffices.
  await seedMasters(app.get(CommandBus));
  await seedFeeRates(app.get(CommandBus));
  await seedAccounts(app, config);
  await runner.catchUp();
  runner.start();
  // Listings go through the listing service, which reads the read models the runner keeps.
  await seedListings(app, config);
  const stopHousekeeping = scheduleAccountHousekeeping(db, (error) => console.error('account housekeeping failed:', error));

  return {
    app,
    db,
    runner,
    close: async () => {
      stopHousekeeping();
      await runner.stop();
      await app.close();
      if (!options.database) await db.close();
    },
  };
}
