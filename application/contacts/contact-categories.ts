import type { MasterItemDocument } from '../../read-models/masters/master-items.projector';
import type { ReadStore } from '../shared/read-store.port';

export interface ContactCategoryView {
  id: number;
  name: string;
}

/** What a contact may be about, in order (`GET /api/contact-category/list`). */
export async function contactCategories(readStore: ReadStore): Promise<ContactCategoryView[]> {
  const items = await readStore.find<MasterItemDocument>('master_items', { where: { kind: 'contact_category' }, orderBy: [{ field: 'sort' }] });
  return items.map(({ item_id, name }) => ({ id: item_id, name }));
}
