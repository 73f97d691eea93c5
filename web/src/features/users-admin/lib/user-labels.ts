import type { IdentificationStatus, MemberClass } from '../api/users-admin.api';

export const CLASS_LABELS: Record<MemberClass, string> = { 1: '個人', 2: '法人' };

/** Class 2 is a corporation; anything else is shown as an individual (spec §4). */
export function classLabel(value: number | null | undefined): string {
  return value === 2 ? CLASS_LABELS[2] : CLASS_LABELS[1];
}

export const IDENTIFICATION_STATUSES: Record<IdentificationStatus, { label: string; color: string }> = {
  1: { label: '未提出', color: 'default' },
  2: { label: '確認待ち', color: 'gold' },
  3: { label: '確認済み', color: 'green' },
  4: { label: '差し戻し', color: 'red' },
};

export function identificationStatus(value: number | null | undefined): { label: string; color: string } {
  return value === 1 || value === 2 || value === 3 || value === 4
    ? IDENTIFICATION_STATUSES[value]
    : IDENTIFICATION_STATUSES[1];
}

export const SEX_LABELS: Record<1 | 2 | 3, string> = { 1: '男性', 2: '女性', 3: '回答しない' };

export function fullName(user: { name_last: string | null; name_first: string | null }): string {
  return [user.name_last, user.name_first].filter((part) => part && part.trim() !== '').join(' ');
}

/** The list shows phone numbers without hyphens (spec §3). */
export function listPhone(value: string | null | undefined): string {
  return (value ?? '').replace(/[-‐－ー−\s]/g, '');
}

const ROLE_LABELS: Record<string, string> = {
  member: '会員',
  user: '会員',
  admin: '管理者',
  lawyer: '司法書士',
  system: 'システム',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/** Who acted: the name with the role, or the role with the start of the id once the name is gone. */
export function partyLabel(party: { id: string; role: string; name?: string | null } | null | undefined): string {
  if (!party) return '';
  if (party.role === 'system') return roleLabel(party.role);
  if (party.name) return `${party.name}（${roleLabel(party.role)}）`;
  return `${roleLabel(party.role)}（ID ${party.id.slice(0, 8)}）`;
}
