import { Injectable } from '@nestjs/common';
import { masterItemDecider, type MasterItemCommand } from '../../domain/masters/master-item.decider';
import { masterItemStreamId, type MasterKind } from '../../domain/masters/master-item.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { MasterItemDocument } from '../../read-models/masters/master-items.projector';
import { PropertySearchIndex } from '../properties/property-search.port';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import type { MasterItemView } from './list-master-items.query';

const MASTER_ITEMS = 'master_items';

/** The masters an admin maintains on screen, with the words their messages use. */
export const EDITABLE_MASTER_KINDS = {
  land_category: { label: '地目' },
  hashtag: { label: 'ハッシュタグ' },
} as const satisfies Partial<Record<MasterKind, { label: string }>>;

export type EditableMasterKind = keyof typeof EDITABLE_MASTER_KINDS;

/** How many numbers past the highest one a new item tries before giving up (removed items keep theirs). */
const MAX_ID_ATTEMPTS = 50;

/** Names compare without regard to width, case or surrounding spaces: ＡＢＣ and abc are the same name. */
const comparable = (name: string) => name.normalize('NFKC').trim().toLowerCase();

/**
 * Land categories and hashtags as the admin keeps them: create, rename, remove, each through the
 * master-item decider. Names are unique within their kind, checked against the read model (two
 * admins typing the same new name in the same instant could both pass). A land category or hashtag
 * that a listing buyers can see still uses is not removed.
 */
@Injectable()
export class MasterItemsAdminService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly search: PropertySearchIndex,
  ) {}

  async get(kind: EditableMasterKind, id: number): Promise<MasterItemView> {
    const document = Number.isSafeInteger(id) ? await this.readStore.get<MasterItemDocument>(MASTER_ITEMS, `${kind}:${id}`) : null;
    if (!document) throw notFound(kind);
    return view(document);
  }

  async create(kind: EditableMasterKind, name: string, context: CommandContext): Promise<CommandResult & { id: number }> {
    const items = await this.items(kind);
    this.assertUnique(kind, items, name);
    let id = items.reduce((highest, item) => Math.max(highest, item.item_id), 0) + 1;
    const sort = items.reduce((highest, item) => Math.max(highest, item.sort), 0) + 1;
    for (let attempt = 0; ; attempt++, id++) {
      try {
        const result = await this.run(kind, id, { type: 'RegisterMasterItem', kind, id, name, sort, now: this.clock.now() }, context);
        return { ...result, id };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'master.id_taken') || attempt >= MAX_ID_ATTEMPTS) throw error;
      }
    }
  }

  async rename(kind: EditableMasterKind, id: number, name: string, context: CommandContext): Promise<CommandResult> {
    await this.get(kind, id);
    this.assertUnique(kind, await this.items(kind), name, id);
    return this.run(kind, id, { type: 'RenameMasterItem', kind, id, name, now: this.clock.now() }, context);
  }

  async remove(kind: EditableMasterKind, id: number, context: CommandContext): Promise<CommandResult> {
    const item = await this.get(kind, id);
    const counts = await this.search.counts();
    const used = (kind === 'land_category' ? counts.grounds : counts.hashtags).find((count) => count.id === id)?.count ?? 0;
    if (used > 0) {
      const { label } = EDITABLE_MASTER_KINDS[kind];
      throw DomainError.conflict('master.in_use', `${label}「${item.name}」は掲載中の物件${used}件で使われているため削除できません。`);
    }
    return this.run(kind, id, { type: 'RemoveMasterItem', kind, id, now: this.clock.now() }, context);
  }

  private items(kind: EditableMasterKind): Promise<MasterItemDocument[]> {
    return this.readStore.find<MasterItemDocument>(MASTER_ITEMS, { where: { kind } });
  }

  private assertUnique(kind: EditableMasterKind, items: readonly MasterItemDocument[], name: string, exceptId?: number): void {
    const wanted = comparable(name);
    if (wanted === '') return;
    if (items.some((item) => item.item_id !== exceptId && comparable(item.name) === wanted)) {
      throw DomainError.invalid('master.name_taken', 'name', `この${EDITABLE_MASTER_KINDS[kind].label}名はすでに登録されています。`);
    }
  }

  private run(kind: MasterKind, id: number, command: MasterItemCommand, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: masterItemDecider, streamId: masterItemStreamId(kind, id), command, context });
  }
}

function notFound(kind: EditableMasterKind): DomainError {
  return DomainError.notFound('master.not_found', `指定された${EDITABLE_MASTER_KINDS[kind].label}が見つかりません。`);
}

function view({ item_id, name, sort, note, created_at, updated_at }: MasterItemDocument): MasterItemView {
  return { id: item_id, name, sort, note, created_at, updated_at };
}
