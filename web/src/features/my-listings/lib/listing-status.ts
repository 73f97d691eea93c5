import type { ListingStatusId } from '../api/my-listings.api';

export const LISTING_STATUS = {
  draft: 1,
  listed: 2,
  negotiating: 3,
  contracted: 4,
  paused: 5,
  completed: 6,
  deleted: 7,
} as const;

export const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'default',
  2: 'green',
  3: 'orange',
  4: 'blue',
  5: 'red',
  6: 'purple',
  7: 'default',
};

export interface StatusAction {
  key: string;
  label: string;
  to: ListingStatusId;
  /** The question asked before the change is sent. */
  confirm: string;
  danger?: boolean;
  primary?: boolean;
}

const publish: StatusAction = {
  key: 'publish',
  label: '掲載する',
  to: LISTING_STATUS.listed,
  confirm: 'この物件を掲載します。よろしいですか？掲載すると、どなたでも物件を閲覧できるようになります。',
  primary: true,
};
const pause: StatusAction = {
  key: 'pause',
  label: '掲載停止',
  to: LISTING_STATUS.paused,
  confirm: 'この物件の掲載を停止します。よろしいですか？停止中は検索に表示されません。',
};
const resume: StatusAction = {
  key: 'resume',
  label: '掲載を再開',
  to: LISTING_STATUS.listed,
  confirm: 'この物件の掲載を再開します。よろしいですか？',
  primary: true,
};
const negotiate: StatusAction = {
  key: 'negotiate',
  label: '商談中にする',
  to: LISTING_STATUS.negotiating,
  confirm: 'この物件を「商談中」にします。よろしいですか？',
};
const backToListed: StatusAction = {
  key: 'back-to-listed',
  label: '掲載中に戻す',
  to: LISTING_STATUS.listed,
  confirm: 'この物件を「掲載中」に戻します。よろしいですか？',
};
const contract: StatusAction = {
  key: 'contract',
  label: '成約',
  to: LISTING_STATUS.contracted,
  confirm: 'この物件を「成約」にします。よろしいですか？成約後は物件情報を編集できません。',
  primary: true,
};
const complete: StatusAction = {
  key: 'complete',
  label: '取引完了',
  to: LISTING_STATUS.completed,
  confirm: 'この物件の取引を完了します。よろしいですか？完了後は変更できません。',
  primary: true,
};
const remove: StatusAction = {
  key: 'delete',
  label: '削除',
  to: LISTING_STATUS.deleted,
  confirm: 'この下書きを削除します。よろしいですか？削除した下書きは元に戻せません。',
  danger: true,
};

/** What the owner may do from each status (docs/properties-api.md, "Statuses"); deletion past a draft is an admin's. */
const OWNER_ACTIONS: Readonly<Record<number, readonly StatusAction[]>> = {
  1: [publish, remove],
  2: [negotiate, pause],
  3: [backToListed, contract, pause],
  4: [complete],
  5: [resume],
  6: [],
  7: [],
};

export function statusActions(statusId: number): readonly StatusAction[] {
  return OWNER_ACTIONS[statusId] ?? [];
}

const EDITABLE: ReadonlySet<number> = new Set([1, 2, 3, 5]);

export function isEditable(statusId: number): boolean {
  return EDITABLE.has(statusId);
}
