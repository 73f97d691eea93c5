import type { ReadStore } from '../shared/read-store.port';
import type { MasterItemDocument } from '../../read-models/masters/master-items.projector';

export interface NewsCategoryView {
  id: number;
  name: string;
}

/** The categories of news, in their order (`GET /api/notification-category/list`). */
export async function newsCategories(readStore: ReadStore): Promise<NewsCategoryView[]> {
  const items = await readStore.find<MasterItemDocument>('master_items', { where: { kind: 'notification_category' }, orderBy: [{ field: 'sort' }] });
  return items.map(({ item_id, name }) => ({ id: item_id, name }));
}
