import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import { Clock } from '../shared/clock.port';
import { AdminDashboardReader, DASHBOARD_SERIES, type AdminWaiting, type DashboardSeriesKey } from './admin-dashboard.port';

export const DASHBOARD_WEEKS = { default: 12, max: 52 } as const;

export interface DashboardSeries {
  key: DashboardSeriesKey;
  label: string;
  /** One number per week of `weeks`, in the same order. */
  counts: number[];
  total: number;
}

export interface AdminDashboard {
  /** Mondays (Japan time) of the weeks shown, oldest first; the last is the current week. */
  weeks: string[];
  series: DashboardSeries[];
  waiting: AdminWaiting;
}

const DAY_MS = 86_400_000;
// Japan keeps no summer time, so its weeks are UTC shifted by nine hours.
const JST_OFFSET_MS = 9 * 3_600_000;

/** Mondays of the last `count` weeks in Japan time, as dates, ending with the week of `now`. */
export function weekStarts(now: string, count: number): string[] {
  const local = new Date(Date.parse(now) + JST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** The admin dashboard: weekly counts of the marketplace and what waits for an admin. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly reader: AdminDashboardReader,
    private readonly clock: Clock,
  ) {}

  async dashboard(weeks: number = DASHBOARD_WEEKS.default): Promise<AdminDashboard> {
    if (!Number.isSafeInteger(weeks) || weeks < 1 || weeks > DASHBOARD_WEEKS.max) {
      throw DomainError.invalid('dashboard.weeks_invalid', 'weeks', `週の数は1から${DASHBOARD_WEEKS.max}までの整数で指定してください。`);
    }
    const starts = weekStarts(this.clock.now(), weeks);
    const [rows, waiting] = await Promise.all([this.reader.weeklyCounts(`${starts[0]}T00:00:00+09:00`), this.reader.waiting()]);
    const index = new Map(starts.map((week, position) => [week, position]));
    const series = DASHBOARD_SERIES.map(({ key, label }) => {
      const counts = starts.map(() => 0);
      for (const row of rows) {
        const position = index.get(row.week_start);
        if (row.series === key && position !== undefined) counts[position] += row.count;
      }
      return { key, label, counts, total: counts.reduce((sum, count) => sum + count, 0) };
    });
    return { weeks: starts, series, waiting };
  }
}
