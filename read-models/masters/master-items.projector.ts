import type { MasterItemEvent, MasterKind } from '../../domain/masters/master-item.events';
import type { DocumentProjector } from '../shared/projector';

export interface MasterItemDocument {
  kind: MasterKind;
  item_id: number;
  name: string;
  sort: number;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export const MASTER_ITEMS_COLLECTION = 'master_items';

export const masterItemsProjector: DocumentProjector<MasterItemDocument, MasterItemEvent> = {
  name: 'master-items',
  collection: MASTER_ITEMS_COLLECTION,
  version: 1,
  handles: ['MasterItemRegistered', 'MasterItemRenamed', 'MasterItemRemoved'],
  columns: { kind: 'text', item_id: 'integer', sort: 'integer' },
  documentIds: (event) => [`${event.data.kind}:${event.data.id}`],
  evolve(document, event) {
    switch (event.type) {
      case 'MasterItemRegistered':
        return {
          kind: event.data.kind,
          item_id: event.data.id,
          name: event.data.name,
          sort: event.data.sort,
          note: event.data.note ?? null,
          created_at: event.data.registered_at,
          updated_at: event.data.registered_at,
        };
      case 'MasterItemRenamed':
        return document && { ...document, name: event.data.name, updated_at: event.data.renamed_at };
      case 'MasterItemRemoved':
        return null;
    }
  },
};
