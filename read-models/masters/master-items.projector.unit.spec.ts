import type { ProjectedEvent } from '../shared/projector';
import type { MasterItemEvent } from '../../domain/masters/master-item.events';
import { masterItemsProjector } from './master-items.projector';

function projected(event: MasterItemEvent, position: number): ProjectedEvent<MasterItemEvent> {
  return {
    ...event,
    streamId: `master-${event.data.kind}-${event.data.id}`,
    streamVersion: position,
    globalPosition: position,
    recordedAt: '2026-11-22T00:00:00.000Z',
    metadata: { actor: { id: 'system', role: 'system' } },
  };
}

describe('Master items read model', () => {
  const registered = projected(
    { type: 'MasterItemRegistered', data: { kind: 'hashtag', id: 4, name: '古民家', sort: 4, registered_at: '2026-11-01T00:00:00.000Z' } },
    1,
  );
  const renamed = projected(
    { type: 'MasterItemRenamed', data: { kind: 'hashtag', id: 4, name: '古民家再生', renamed_at: '2026-11-02T00:00:00.000Z' } },
    2,
  );

  it('keys documents by kind and id', () => {
    expect(masterItemsProjector.documentIds(registered)).toEqual(['hashtag:4']);
  });

  it('given registered then renamed, holds the new name and both times', () => {
    const document = [registered, renamed].reduce(
      (doc, event) => masterItemsProjector.evolve(doc, event, 'hashtag:4'),
      null as ReturnType<typeof masterItemsProjector.evolve>,
    );
    expect(document).toEqual({
      kind: 'hashtag',
      item_id: 4,
      name: '古民家再生',
      sort: 4,
      note: null,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
  });

  it('drops the document when the item is removed', () => {
    const removed = projected({ type: 'MasterItemRemoved', data: { kind: 'hashtag', id: 4, removed_at: 'x' } }, 3);
    expect(masterItemsProjector.evolve(masterItemsProjector.evolve(null, registered, 'hashtag:4'), removed, 'hashtag:4')).toBeNull();
  });
});
