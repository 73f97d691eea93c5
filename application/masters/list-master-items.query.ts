import { Query } from '@nestjs/cqrs';
import type { MasterKind } from '../../domain/masters/master-item.events';

export interface MasterItemView {
  id: number;
  name: string;
  sort: number;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export class ListMasterItemsQuery extends Query<MasterItemView[]> {
  constructor(readonly kind: MasterKind) {
    super();
  }
}
