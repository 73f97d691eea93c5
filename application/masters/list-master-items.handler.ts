import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadStore } from '../shared/read-store.port';
import { ListMasterItemsQuery, type MasterItemView } from './list-master-items.query';

/** The master-items read model's document, as this query reads it. */
interface MasterItemDocument {
  item_id: number;
  name: string;
  sort: number;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export const MASTER_ITEMS_COLLECTION = 'master_items';

@QueryHandler(ListMasterItemsQuery)
export class ListMasterItemsHandler implements IQueryHandler<ListMasterItemsQuery> {
  constructor(private readonly readStore: ReadStore) {}

  async execute({ kind }: ListMasterItemsQuery): Promise<MasterItemView[]> {
    const documents = await this.readStore.find<MasterItemDocument>(MASTER_ITEMS_COLLECTION, {
      where: { kind },
      orderBy: [{ field: 'sort' }, { field: 'item_id' }],
    });
    return documents.map(({ item_id, name, sort, note, created_at, updated_at }) => ({
      id: item_id,
      name,
      sort,
      note,
      created_at,
      updated_at,
    }));
  }
}
