import type { Provider, Type } from '@nestjs/common';
import { OpenChatBoard } from '../../application/open-chat/open-chat-board.port';
import { OpenChatService } from '../../application/open-chat/open-chat.service';
import type { Database } from '../database/database';
import { OpenChatController } from '../http/open-chat/open-chat.controller';
import { PostgresOpenChatBoard } from './postgres-open-chat-board';

export const openChatControllers: Type[] = [OpenChatController];

export function openChatProviders(db: Database): Provider[] {
  return [OpenChatService, { provide: OpenChatBoard, useValue: new PostgresOpenChatBoard(db) }];
}
