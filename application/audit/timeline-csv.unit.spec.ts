import type { AuditTimelineEntry } from './audit-timeline';
import { timelineCsv } from './timeline-csv';

const entry = (over: Partial<AuditTimelineEntry>): AuditTimelineEntry => ({
  position: 1,
  stream_id: 'deal-x',
  stream_label: '取引',
  type: 'DealThreadOpened',
  label: '問い合わせが始まりました',
  recorded_at: '2026-11-24T09:00:00.000Z',
  recorded_at_jst: '2026/11/24 18:00:00',
  actor: { id: 'm1', role: 'member', role_name: '会員', name: 'みどり"農園"' },
  on_behalf_of: null,
  on_behalf_note: null,
  changes: [],
  changes_text: '状態: none → inquiry, 既読',
  pdf: null,
  ...over,
});

describe('Timeline CSV', () => {
  it('starts with a BOM, ends lines with CRLF, and quotes every field per RFC 4180', () => {
    const csv = timelineCsv({ kind: 'deal', id: 'x', title: '取引の経過', entries: [entry({}), entry({ actor: { id: 'a', role: 'admin', role_name: '管理者', name: null }, on_behalf_note: '管理者が会員に代わって操作' })] });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"日時","操作者","代理","操作","変更内容"',
      '"2026/11/24 18:00:00","みどり""農園""（会員）","","問い合わせが始まりました","状態: none → inquiry, 既読"',
      '"2026/11/24 18:00:00","管理者","管理者が会員に代わって操作","問い合わせが始まりました","状態: none → inquiry, 既読"',
      '',
    ]);
  });
});
