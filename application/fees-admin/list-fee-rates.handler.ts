import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { adminDecider } from '../../domain/admins/admin.decider';
import { adminStreamId } from '../../domain/admins/admin.events';
import { periodCovers } from '../../domain/fees/fee-basis';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import { firstUncoveredDate } from '../../domain/fees/fee-rate.decider';
import type { FeeRateActor, FeeRateDocument } from '../../read-models/fees/fee-rates.projector';
import { FEE_RATES } from '../fees/fee-rates.reader';
import { Clock } from '../shared/clock.port';
import { loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { ReadStore } from '../shared/read-store.port';
import { ListFeeRatesQuery, type FeeRatePartyView, type FeeRatePeriodState, type FeeRatePeriodView, type FeeRatesOverview } from './list-fee-rates.query';

@QueryHandler(ListFeeRatesQuery)
export class ListFeeRatesHandler implements IQueryHandler<ListFeeRatesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<FeeRatesOverview> {
    const today = dateInJapan(this.clock.now());
    const documents = await this.readStore.find<FeeRateDocument>(FEE_RATES, { orderBy: [{ field: 'added_position' }] });
    const names = new Map<string, Promise<string | null>>();
    const party = async (actor: FeeRateActor | null): Promise<FeeRatePartyView | null> => {
      if (!actor) return null;
      const key = `${actor.role}:${actor.id}`;
      if (!names.has(key)) names.set(key, this.name(actor));
      return { ...actor, name: await names.get(key)! };
    };
    const views = await Promise.all(
      documents.map(async ({ added_by, confirmed_by, withdrawn_by, added_position: _position, ...document }): Promise<FeeRatePeriodView> => ({
        ...document,
        state: stateOn(document, today),
        added_by: (await party(added_by))!,
        confirmed_by: await party(confirmed_by),
        withdrawn_by: await party(withdrawn_by),
      })),
    );
    const base = (calculator: FeeRateDocument['calculator']) =>
      documents.filter(
        (document) =>
          !document.withdrawn &&
          document.calculator === calculator &&
          (calculator === 'stamp_duty' ? document.kind === 'standard' : Object.keys(document.applies_to ?? {}).length === 0),
      );
    return {
      today,
      stamp_duty: sorted(views.filter((view) => view.calculator === 'stamp_duty')),
      registration_tax: sorted(views.filter((view) => view.calculator === 'registration_tax')),
      gaps: { stamp_duty: firstUncoveredDate(base('stamp_duty')), registration_tax: firstUncoveredDate(base('registration_tax')) },
    };
  }

  private async name(actor: FeeRateActor): Promise<string | null> {
    if (actor.role === 'system') return 'システム';
    if (actor.role !== 'admin') return null;
    const { state } = await loadState(this.eventStore, adminDecider, adminStreamId(actor.id));
    return state.status === 'active' ? state.name : null;
  }
}

function stateOn(period: Pick<FeeRateDocument, 'from' | 'to' | 'withdrawn'>, today: string): FeeRatePeriodState {
  if (period.withdrawn) return 'withdrawn';
  if (periodCovers(period, today)) return 'in_force';
  return period.from !== null && period.from > today ? 'future' : 'past';
}

/** By what they apply to, then by start date: each rule's periods read in order. */
function sorted(views: FeeRatePeriodView[]): FeeRatePeriodView[] {
  const group = (view: FeeRatePeriodView) => (view.calculator === 'stamp_duty' ? (view.kind ?? '') : JSON.stringify(view.applies_to));
  const order = [...new Set(views.map(group))];
  return [...views].sort((a, b) => order.indexOf(group(a)) - order.indexOf(group(b)) || (a.from ?? '').localeCompare(b.from ?? ''));
}
