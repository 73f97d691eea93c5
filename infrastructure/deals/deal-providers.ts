import type { Provider, Type } from '@nestjs/common';
import { DealMessageHistory } from '../../application/deals/deal-message-history.port';
import { DealThreadList } from '../../application/deals/deal-thread-list.port';
import { DealThreadsService } from '../../application/deals/deal-threads.service';
import type { Database } from '../database/database';
import { DealsAdminController } from '../http/deals/deals-admin.controller';
import { DealsController } from '../http/deals/deals.controller';
import { PostgresDealMessageHistory } from './postgres-deal-message-history';
import { PostgresDealThreadList } from './postgres-deal-thread-list';

export const dealControllers: Type[] = [DealsController, DealsAdminController];

export function dealProviders(db: Database): Provider[] {
  return [
    DealThreadsService,
    { provide: DealThreadList, useValue: new PostgresDealThreadList(db) },
    { provide: DealMessageHistory, useValue: new PostgresDealMessageHistory(db) },
  ];
}
