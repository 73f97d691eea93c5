import type { Provider, Type } from '@nestjs/common';
import { NewsAdminService } from '../../application/news/news-admin.service';
import { NewsMailService } from '../../application/news/news-mail.service';
import { NewsRecipients } from '../../application/news/news-recipients.port';
import { NewsService } from '../../application/news/news.service';
import type { Database } from '../database/database';
import { NewsAdminController } from '../http/news/news-admin.controller';
import { NewsController } from '../http/news/news.controller';
import { NewsMailSchedule } from './news-mail.schedule';
import { PostgresNewsRecipients } from './postgres-news-recipients';

export const newsControllers: Type[] = [NewsController, NewsAdminController];

export function newsProviders(db: Database): Provider[] {
  return [NewsService, NewsAdminService, NewsMailService, NewsMailSchedule, { provide: NewsRecipients, useValue: new PostgresNewsRecipients(db) }];
}
