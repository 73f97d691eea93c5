import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Clock } from '../../application/shared/clock.port';
import { EventStore } from '../../application/shared/event-store.port';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { ReadStore } from '../../application/shared/read-store.port';
import { GeoMasterPort } from '../../application/masters/geo-master.port';
import { RegisterMasterItemHandler } from '../../application/masters/register-master-item.handler';
import { ListMasterItemsHandler } from '../../application/masters/list-master-items.handler';
import { MasterItemsAdminService } from '../../application/masters/master-items-admin.service';
import type { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { ProjectionRunner } from '../projections/projection-runner';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import { GeoMaster } from '../masters/geo-master';
import { feeControllers, feeProviders } from '../fees/fee-providers';
import { HealthController } from '../http/health/health.controller';
import { MasterItemsAdminController } from '../http/masters/master-items-admin.controller';
import { MastersController } from '../http/masters/masters.controller';
import { ZipcodeController } from '../http/masters/zipcode.controller';
import { AppConfigToken } from './app-config.token';
import type { AppConfig } from '../config/app-config';
import { DATABASE } from './tokens';
import { WakingEventStore } from './waking-event-store';
import { SystemClock } from './system-clock';
import { ClaimAwareEventStore } from '../idempotency/claim-aware-event-store';
import { KeyedIdGenerator } from '../idempotency/keyed-id-generator';
import { idempotencyProviders } from '../idempotency/idempotency-providers';
import { accountControllers, accountProviders } from '../accounts/account-providers';
import { propertyControllers, propertyProviders } from '../properties/property-providers';
import { dealControllers, dealProviders } from '../deals/deal-providers';
import { pdfProviders } from '../pdf/pdf.providers';
import { openChatControllers, openChatProviders } from '../open-chat/open-chat-providers';
import { contractControllers, contractProviders } from '../contracts/contract-providers';
import { registrationCaseControllers, registrationCaseProviders } from '../registration-cases/registration-case-providers';
import { newsControllers, newsProviders } from '../news/news-providers';
import { contactControllers, contactProviders } from '../contacts/contact-providers';
import { contentControllers, contentProviders } from '../content/content-providers';
import { backOfficeControllers, backOfficeProviders } from '../back-office/back-office-providers';
import { auditControllers, auditProviders } from '../audit/audit-providers';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  runner: ProjectionRunner;
  /** Key that signs access tokens. */
  signingKey: Uint8Array;
  /** Tests pass a settable clock; the app uses the system's. */
  clock?: Clock;
  /** Modules added by tests (a probe controller for the request pipeline). */
  extraModules?: DynamicModule[];
}

@Module({})
export class AppModule {
  static register({ config, db, runner, signingKey, clock = new SystemClock(), extraModules = [] }: AppDependencies): DynamicModule {
    const geo = new GeoMaster();
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), ...extraModules],
      controllers: [
        HealthController,
        MastersController,
        MasterItemsAdminController,
        ZipcodeController,
        ...accountControllers(config),
        ...propertyControllers,
        ...dealControllers,
        ...feeControllers,
        ...openChatControllers,
        ...contractControllers,
        ...registrationCaseControllers,
        ...newsControllers,
        ...contactControllers,
        ...contentControllers,
        ...backOfficeControllers,
        ...auditControllers,
      ],
      providers: [
        ...accountProviders({ config, db, clock, geo, signingKey }),
        { provide: AppConfigToken, useValue: config },
        { provide: DATABASE, useValue: db },
        { provide: EventStore, useValue: new WakingEventStore(new ClaimAwareEventStore(new PostgresEventStore(db)), runner) },
        { provide: ReadStore, useValue: new PostgresReadStore(db, runner) },
        { provide: Clock, useValue: clock },
        { provide: IdGenerator, useClass: KeyedIdGenerator },
        { provide: GeoMasterPort, useValue: geo },
        RegisterMasterItemHandler,
        ListMasterItemsHandler,
        MasterItemsAdminService,
        ...propertyProviders(db),
        ...dealProviders(db),
        ...openChatProviders(db),
        ...contractProviders(config, db),
        ...registrationCaseProviders,
        ...newsProviders(db),
        ...contactProviders,
        ...contentProviders,
        ...backOfficeProviders(db),
        ...feeProviders,
        ...idempotencyProviders(db, signingKey),
        ...pdfProviders(config, signingKey),
        ...auditProviders(db),
      ],
    };
  }
}
