/**
 * Masters that admins maintain and members pick from: land categories (地目, also the
 * `/list/Landmark{id}` pages), hashtags, hobbies, the yes/no chart questions, and the categories
 * of news (お知らせ) and of the contact form.
 */
export type MasterKind = 'land_category' | 'hashtag' | 'hobby' | 'yes_no_question' | 'notification_category' | 'contact_category';

export const MASTER_KINDS: readonly MasterKind[] = ['land_category', 'hashtag', 'hobby', 'yes_no_question', 'notification_category', 'contact_category'];

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
