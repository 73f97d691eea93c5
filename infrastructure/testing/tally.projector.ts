import type { DocumentProjector } from '../../read-models/shared/projector';

export interface Tally {
  stream: string;
  count: number;
  total: number;
  positions: number[];
}

/** A read model for runner tests: per stream, how many `Counted` events and the sum of their amounts. */
export const tallyProjector: DocumentProjector<Tally> = {
  name: 'test-tally',
  collection: 'test_tally',
  version: 1,
  handles: ['Counted', 'Reset'],
  columns: { count: 'integer', total: 'bigint' },
  documentIds: (event) => [event.streamId],
  evolve(document, event) {
    if (event.type === 'Reset') return null;
    const amount = (event.data as { amount: number }).amount;
    const current = document ?? { stream: event.streamId, count: 0, total: 0, positions: [] };
    return {
      ...current,
      count: current.count + 1,
      total: current.total + amount,
      positions: [...current.positions, event.globalPosition],
    };
  },
};
