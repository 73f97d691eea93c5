import type { RecordedEvent } from '../shared/event-store.port';
import { dealTimeline } from './deal-timeline';

const recorded = (type: string, data: object, globalPosition: number, role: 'member' | 'admin' = 'member'): RecordedEvent => ({
  type,
  data,
  metadata: { actor: { id: `${role}-1`, role }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
  eventId: `event-${globalPosition}`,
  streamId: 'contract-t',
  streamVersion: globalPosition,
  globalPosition,
  transactionId: globalPosition,
  recordedAt: `2026-11-24T10:00:0${globalPosition}.000Z`,
});

describe('Deal timeline', () => {
  it('names each event in Japanese with its actor, in the order written', () => {
    const timeline = dealTimeline([[recorded('ContractConcluded', {}, 3)], [recorded('ContractRequested', {}, 1), recorded('ContractBankTransferConfirmed', {}, 2, 'admin')]]);
    expect(timeline.map((entry) => [entry.type, entry.label, entry.actor_role_name])).toEqual([
      ['ContractRequested', '契約書の作成が依頼されました', '会員'],
      ['ContractBankTransferConfirmed', '管理手数料の入金が確認されました', '管理者'],
      ['ContractConcluded', '契約が締結されました', '会員'],
    ]);
    expect(timeline.every((entry) => entry.pdf === undefined)).toBe(true);
  });

  it('carries the hash a PDF event recorded, so a downloaded copy can be checked against the log', () => {
    const data = { thread_id: 't', pdf_id: 'pdf-1', kind: 'buyer_final', sha256: 'ab'.repeat(32), size: 12_345, by: 'member-1', at: '2026-11-24T10:00:00.000Z' };
    const [entry] = dealTimeline([[recorded('ContractPdfCreated', data, 1)]]);
    expect(entry).toMatchObject({ type: 'ContractPdfCreated', label: '契約書のPDFが作成されました', pdf: { id: 'pdf-1', kind: 'buyer_final', sha256: 'ab'.repeat(32), size: 12_345 } });
  });
});
