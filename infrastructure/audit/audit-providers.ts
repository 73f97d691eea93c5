import type { Provider, Type } from '@nestjs/common';
import { ActorEvents } from '../../application/audit/actor-events.port';
import { AuditReplayService } from '../../application/audit/audit-replay.service';
import { AuditTimelineService } from '../../application/audit/audit-timeline.service';
import type { Database } from '../database/database';
import { PostgresActorEvents } from './postgres-actor-events';
import { AuditReplayController } from '../http/audit/audit-replay.controller';
import { AuditTimelinesController } from '../http/audit/audit-timelines.controller';

export const auditControllers: Type[] = [AuditReplayController, AuditTimelinesController];

export function auditProviders(db: Database): Provider[] {
  return [AuditReplayService, AuditTimelineService, { provide: ActorEvents, useValue: new PostgresActorEvents(db) }];
}
