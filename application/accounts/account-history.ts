import type { RecordedEvent } from '../shared/event-store.port';

export interface HistoryParty {
  id: string;
  role: string;
  /** The admin's or lawyer's name or the member's nickname, when the party is still known. */
  name?: string | null;
}

export interface HistoryEntry {
  position: number;
  type: string;
  label: string;
  recorded_at: string;
  actor: HistoryParty;
  on_behalf_of: HistoryParty | null;
}

const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  nickname: 'ニックネーム',
  name_last: '姓',
  name_first: '名',
  name_last_kana: 'セイ',
  name_first_kana: 'メイ',
  zipcode: '郵便番号',
  prefecture_id: '都道府県',
  city: '市区町村',
  block: '番地',
  building_name: '建物名',
  sex_id: '性別',
  birth_year: '生まれ年',
  company_name: '会社名',
  hobby_ids: '趣味',
  class: '会員種別',
  corporate_number: '法人番号',
  homebuilder_number: '住宅事業者番号',
  tel_home: '電話番号（自宅）',
  tel_mobile: '携帯電話番号',
};

const IMPERSONATION_END_LABELS: Readonly<Record<string, string>> = {
  ended_by_admin: '管理者が終了',
  expired: '1時間の期限切れ',
  admin_signed_out: '管理者のログアウト',
  admin_session_ended: '管理者のセッション終了',
};

/** How the admin screens mark what an admin did while acting as the member: "管理者 〇〇 が代理で操作". */
export function actedForNote(entry: Pick<HistoryEntry, 'actor' | 'on_behalf_of'>): string | null {
  if (!entry.on_behalf_of || entry.actor.role !== 'admin') return null;
  return `管理者 ${entry.actor.name ?? entry.actor.id} が代理で操作`;
}

function label(event: RecordedEvent): string {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'MemberRegistered':
      return '会員登録';
    case 'MemberSignUpCompleted':
      return '会員登録の完了';
    case 'MemberProfileUpdated': {
      const fields = (data.changed_fields as string[]).map((field) => PROFILE_FIELD_LABELS[field] ?? field);
      return `会員情報の更新（${fields.join('、')}）`;
    }
    case 'MemberEmailChanged':
      return 'メールアドレスの変更';
    case 'MemberPasswordChanged':
      return data.via === 'reset' ? 'パスワードの再設定' : 'パスワードの変更';
    case 'MemberWithdrew':
      return '退会';
    case 'MemberImpersonationStarted':
      return '管理者による代理ログイン';
    case 'MemberImpersonationEnded':
      return `代理ログインの終了（${IMPERSONATION_END_LABELS[String(data.reason)] ?? String(data.reason)}）`;
    case 'IdentityDocumentsSubmitted':
      return `本人確認書類の提出（${(data.documents as unknown[]).length}件）`;
    case 'IdentityVerified':
      return '本人確認の承認';
    case 'IdentityRejected':
      return `本人確認の差し戻し（理由: ${String(data.reason)}）`;
    case 'IdentityReviewReopened': {
      const fields = (data.changed_fields as string[]).map((field) => PROFILE_FIELD_LABELS[field] ?? field);
      return `本人確認の再審査（${fields.join('、')}の変更による）`;
    }
    default:
      return 'その他の操作';
  }
}

/** The account's events from every stream, in log order, described for people. */
export function accountHistory(events: readonly RecordedEvent[]): HistoryEntry[] {
  return [...events]
    .sort((a, b) => a.globalPosition - b.globalPosition)
    .map((event) => ({
      position: event.globalPosition,
      type: event.type,
      label: label(event),
      recorded_at: event.recordedAt,
      actor: event.metadata.actor,
      on_behalf_of: event.metadata.on_behalf_of ?? null,
    }));
}
