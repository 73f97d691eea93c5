import type { AuditTimeline } from './audit-timeline.service';

const BOM = '\uFEFF';
const HEADERS = ['日時', '操作者', '代理', '操作', '変更内容'];

/** A field quoted per RFC 4180: always in double quotes, a quote inside doubled. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * The timeline as CSV that Excel opens in Japanese: UTF-8 with a byte order mark, CRLF line
 * ends, every field quoted (changes hold commas and line breaks of their own).
 */
export function timelineCsv(timeline: AuditTimeline): string {
  const rows = timeline.entries.map((entry) => [
    `${entry.recorded_at_jst}`,
    entry.actor.name ? `${entry.actor.name}（${entry.actor.role_name}）` : entry.actor.role_name,
    entry.on_behalf_note ?? '',
    entry.label,
    entry.changes_text,
  ]);
  const text = [HEADERS, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
  return BOM + text;
}
