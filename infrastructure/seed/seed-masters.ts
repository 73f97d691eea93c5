import type { CommandBus } from '@nestjs/cqrs';
import { RegisterMasterItemCommand } from '../../application/masters/register-master-item.command';
import { systemContext } from '../../application/shared/command-context';
import type { MasterKind } from '../../domain/masters/master-item.events';
import { DomainError } from '../../domain/shared/domain-error';
import {
  HASHTAGS,
  CONTACT_CATEGORIES,
  HOBBIES,
  LAND_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  YES_NO_QUESTIONS,
} from '../../domain/masters/master-content.catalog';

interface SeedItem {
  kind: MasterKind;
  id: number;
  name: string;
  sort: number;
  note?: string;
}

function seedItems(): SeedItem[] {
  const named = (kind: MasterKind, list: ReadonlyArray<{ id: number; name: string }>) =>
    list.map(({ id, name }, index) => ({ kind, id, name, sort: index + 1 }));
  return [
    ...named('land_category', LAND_CATEGORIES),
    ...named('hashtag', HASHTAGS),
    ...named('hobby', HOBBIES),
    ...named('notification_category', NOTIFICATION_CATEGORIES),
    ...named('contact_category', CONTACT_CATEGORIES),
    ...YES_NO_QUESTIONS.map(({ id, question, note }, index) => ({
      kind: 'yes_no_question' as const,
      id,
      name: question,
      sort: index + 1,
      note,
    })),
  ];
}

/**
 * Registers the master content through the same command as an admin would. Items already
 * registered (or removed by an admin since) are left as they are, so a restart changes nothing.
 */
export async function seedMasters(commands: CommandBus): Promise<number> {
  let registered = 0;
  for (const item of seedItems()) {
    try {
      const result = await commands.execute(
        new RegisterMasterItemCommand(item, systemContext(`seed-${item.kind}-${item.id}`)),
      );
      if (result.position > 0) registered++;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'master.id_taken') continue;
      throw error;
    }
  }
  return registered;
}
