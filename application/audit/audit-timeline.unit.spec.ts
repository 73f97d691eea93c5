import type { RecordedEvent } from '../shared/event-store.port';
import { buildTimeline } from './audit-timeline';

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

describe('Readable timeline', () => {
  it('names each event in Japanese with its actor, in the order written, with no PDF where none was made', () => {
    const timeline = buildTimeline([
      { streamId: 'registration-case-t', events: [recorded('RegistrationCaseAssigned', { lawyer_id: 'l-1' }, 3, 'admin')] },
      { streamId: 'contract-t', events: [recorded('ContractRequested', {}, 1), recorded('ContractBankTransferConfirmed', {}, 2, 'admin')] },
    ]);
    expect(timeline.map((entry) => [entry.type, entry.label, entry.actor.role_name])).toEqual([
      ['ContractRequested', '契約書の作成が依頼されました', '会員'],
      ['ContractBankTransferConfirmed', '管理手数料の入金が確認されました', '管理者'],
      ['RegistrationCaseAssigned', expect.any(String), '管理者'],
    ]);
    expect(timeline.map((entry) => entry.pdf)).toEqual([null, null, null]);
  });

  it('carries the kind, hash and size a PDF event recorded, so a downloaded copy can be checked against the log', () => {
    const data = { thread_id: 't', pdf_id: 'pdf-1', kind: 'buyer_final', sha256: 'ab'.repeat(32), size: 12_345, by: 'member-1', at: '2026-11-24T10:00:00.000Z' };
    const [entry] = buildTimeline([{ streamId: 'contract-t', events: [recorded('ContractPdfCreated', data, 1)] }]);
    expect(entry).toMatchObject({
      type: 'ContractPdfCreated',
      label: '契約書のPDFが作成されました',
      pdf: { id: 'pdf-1', kind: 'buyer_final', sha256: 'ab'.repeat(32), size: 12_345 },
    });
  });
});
