/** The five things the dashboard counts per week. */
export const DASHBOARD_SERIES = [
  { key: 'members', label: '新規会員' },
  { key: 'listings', label: '掲載された物件' },
  { key: 'deals', label: '始まった商談' },
  { key: 'contracts', label: '締結した契約' },
  { key: 'contacts', label: '受け付けたお問い合わせ' },
] as const;

export type DashboardSeriesKey = (typeof DASHBOARD_SERIES)[number]['key'];

export interface WeeklyCountRow {
  series: DashboardSeriesKey;
  /** Monday of the week in Japan time, `YYYY-MM-DD`. */
  week_start: string;
  count: number;
}

/** What waits for an admin right now. */
export interface AdminWaiting {
  /** Members whose identity documents wait for a review. */
  identity_reviews: number;
  /** Contracts whose buyer said the management fee was sent by bank transfer, not yet confirmed. */
  bank_transfers: number;
  /** Contacts nobody has started to handle. */
  contacts: number;
}

/** Counts over the read models for the admin dashboard. */
export abstract class AdminDashboardReader {
  /** Per series and week (weeks starting Monday, Japan time), from `since` on; weeks without any are left out. */
  abstract weeklyCounts(since: string): Promise<WeeklyCountRow[]>;
  abstract waiting(): Promise<AdminWaiting>;
}
