/**
 * Masters that admins maintain and members pick from: land categories (地目, also the
 * `/list/Landmark{id}` pages), hashtags, hobbies and the yes/no chart questions.
 */
export type MasterKind = 'land_category' | 'hashtag' | 'hobby' | 'yes_no_question';

export const MASTER_KINDS: readonly MasterKind[] = ['land_category', 'hashtag', 'hobby', 'yes_no_question'];

export type MasterItemEvent =
  | {
      type: 'MasterItemRegistered';
      data: { kind: MasterKind; id: number; name: string; sort: number; note?: string; registered_at: string };
    }
  | { type: 'MasterItemRenamed'; data: { kind: MasterKind; id: number; name: string; renamed_at: string } }
  | { type: 'MasterItemRemoved'; data: { kind: MasterKind; id: number; removed_at: string } };

export function masterItemStreamId(kind: MasterKind, id: number): string {
  return `master-${kind}-${id}`;
}
