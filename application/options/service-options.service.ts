import { Injectable } from '@nestjs/common';
import { serviceOptionDecider, type ServiceOptionDraft } from '../../domain/options/service-option.decider';
import { serviceOptionStreamId } from '../../domain/options/service-option.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { ServiceOptionDocument } from '../../read-models/options/service-options.projector';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';

const SERVICE_OPTIONS_COLLECTION = 'service_options';
export const OPTIONS_PAGE_SIZE = 20;

export interface ServiceOptionView {
  id: number;
  name: string;
  description: string;
  /** Yen, tax included. */
  price: number;
  active: boolean;
  updated_at: string;
}

const notFound = () => DomainError.notFound('option.not_found', '指定されたオプションが見つかりません。');

/** The paid services: admins change them; sellers see those on offer. */
@Injectable()
export class ServiceOptionsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
  ) {}

  async list(page: number): Promise<Page<ServiceOptionView>> {
    const current = Math.max(1, page);
    const [options, total] = await Promise.all([
      this.readStore.find<ServiceOptionDocument>(SERVICE_OPTIONS_COLLECTION, { orderBy: [{ field: 'option_id' }], limit: OPTIONS_PAGE_SIZE, offset: (current - 1) * OPTIONS_PAGE_SIZE }),
      this.readStore.count(SERVICE_OPTIONS_COLLECTION),
    ]);
    return pageOf(options.map(view), total, current, OPTIONS_PAGE_SIZE);
  }

  /** Admins see every option; anyone else only those on offer, the others do not exist for them. */
  async get(id: string, includeInactive: boolean): Promise<ServiceOptionView> {
    const option = /^[1-9]\d{0,8}$/.test(id) ? await this.readStore.get<ServiceOptionDocument>(SERVICE_OPTIONS_COLLECTION, id) : null;
    if (!option || (!option.active && !includeInactive)) throw notFound();
    return view(option);
  }

  update(id: string, draft: ServiceOptionDraft, context: CommandContext): Promise<CommandResult> {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: serviceOptionDecider,
      streamId: serviceOptionStreamId(Number(id)),
      command: { type: 'UpdateServiceOption', draft, now: this.clock.now() },
      context,
    });
  }
}

function view(option: ServiceOptionDocument): ServiceOptionView {
  return { id: option.option_id, name: option.name, description: option.description, price: option.price, active: option.active, updated_at: option.updated_at };
}
