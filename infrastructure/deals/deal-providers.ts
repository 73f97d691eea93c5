import type { Provider, Type } from '@nestjs/common';
import { DealMessageHistory } from '../../application/deals/deal-message-history.port';
import { DealThreadList } from '../../application/deals/deal-thread-list.port';
import { DealThreadsService } from '../../application/deals/deal-threads.service';
import { UnreadMessageMailService } from '../../application/deals/unread-message-mail.service';
import { UnreadMessageMails } from '../../application/deals/unread-message-mails.port';
import { NotificationSettingsService } from '../../application/notifications/notification-settings.service';
import { EventStore } from '../../application/shared/event-store.port';
import { ReadStore } from '../../application/shared/read-store.port';
import type { Database } from '../database/database';
import { DealsAdminController } from '../http/deals/deals-admin.controller';
import { DealsController } from '../http/deals/deals.controller';
import { DealListAnswers } from '../http/deals/deal-list-answers';
import { DealStreamController } from '../http/deals/deal-stream.controller';
import { DealLiveHub } from './deal-live-hub';
import { NotificationSettingsController } from '../http/notifications/notification-settings.controller';
import { PostgresUnreadMessageMails } from './postgres-unread-message-mails';
import { UnreadMessageMailSchedule } from './unread-message-mail.schedule';
import { PostgresDealMessageHistory } from './postgres-deal-message-history';
import { PostgresDealThreadList } from './postgres-deal-thread-list';

export const dealControllers: Type[] = [DealsController, DealStreamController, DealsAdminController, NotificationSettingsController];

export function dealProviders(db: Database): Provider[] {
  return [
    DealThreadsService,
    DealListAnswers,
    NotificationSettingsService,
    UnreadMessageMailService,
    UnreadMessageMailSchedule,
    { provide: UnreadMessageMails, useValue: new PostgresUnreadMessageMails(db) },
    { provide: DealThreadList, useValue: new PostgresDealThreadList(db) },
    { provide: DealMessageHistory, useValue: new PostgresDealMessageHistory(db) },
    {
      provide: DealLiveHub,
      useFactory: (events: EventStore, readStore: ReadStore) => new DealLiveHub(db, events, readStore, (error) => console.error('live deal notices failed:', error)),
      inject: [EventStore, ReadStore],
    },
  ];
}
