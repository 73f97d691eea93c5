import type { Provider, Type } from '@nestjs/common';
import { DealMessageHistory } from '../../application/deals/deal-message-history.port';
import { DealThreadList } from '../../application/deals/deal-thread-list.port';
import { DealThreadsService } from '../../application/deals/deal-threads.service';
import { EventStore } from '../../application/shared/event-store.port';
import { ReadStore } from '../../application/shared/read-store.port';
import type { Database } from '../database/database';
import { DealsAdminController } from '../http/deals/deals-admin.controller';
import { DealsController } from '../http/deals/deals.controller';
import { DealStreamController } from '../http/deals/deal-stream.controller';
import { DealLiveHub } from './deal-live-hub';
import { PostgresDealMessageHistory } from './postgres-deal-message-history';
import { PostgresDealThreadList } from './postgres-deal-thread-list';

export const dealControllers: Type[] = [DealsController, DealStreamController, DealsAdminController];

export function dealProviders(db: Database): Provider[] {
  return [
    DealThreadsService,
    { provide: DealThreadList, useValue: new PostgresDealThreadList(db) },
    { provide: DealMessageHistory, useValue: new PostgresDealMessageHistory(db) },
    {
      provide: DealLiveHub,
      useFactory: (events: EventStore, readStore: ReadStore) => new DealLiveHub(db, events, readStore, (error) => console.error('live deal notices failed:', error)),
      inject: [EventStore, ReadStore],
    },
  ];
}
