import type { RegistrationCaseEvent } from '../../domain/registration-cases/registration-case.events';
import type { ProjectedEvent } from '../shared/projector';
import { registrationCasesProjector, type RegistrationCaseDocument } from './registration-cases.projector';

const at = (minute: number) => `2027-01-10T01:${String(minute).padStart(2, '0')}:00.000Z`;
const base = { thread_id: 't-1', seller_id: 's-1', buyer_id: 'b-1', lawyer_id: 'l-1', by: 'l-1', by_role: 'lawyer' as const };
let position = 0;
const recorded = (event: RegistrationCaseEvent): ProjectedEvent<RegistrationCaseEvent> =>
  ({ ...event, streamId: 'registration-case-t-1', streamVersion: ++position, globalPosition: position, recordedAt: event.data.at, metadata: { actor: { id: 'l-1', role: 'lawyer' } } }) as ProjectedEvent<RegistrationCaseEvent>;

const events: RegistrationCaseEvent[] = [
  { type: 'RegistrationCaseAssigned', data: { ...base, by: 'a-1', by_role: 'admin', at: at(0), farmland: true } },
  { type: 'RegistrationCaseAccepted', data: { ...base, at: at(1) } },
  { type: 'RegistrationDocumentRecorded', data: { ...base, at: at(2), kind: 'farmland_permission', reference: '指令第12号' } },
  { type: 'RegistrationDocumentRecorded', data: { ...base, at: at(3), kind: 'farmland_permission', reference: null } },
  { type: 'RegistrationCaseCancelled', data: { ...base, at: at(4), reason: '売主の意思確認ができませんでした' } },
];

const fold = (list: RegistrationCaseEvent[]) => list.map(recorded).reduce<RegistrationCaseDocument | null>((document, event) => registrationCasesProjector.evolve(document, event, 't-1'), null);

describe('registration cases read model', () => {
  it('keeps the case state, who it is assigned to, the documents on record and when it ended', () => {
    expect(fold(events)).toMatchObject({
      id: 't-1',
      lawyer_id: 'l-1',
      assigned_by: 'a-1',
      status: 'cancelled',
      status_id: 10,
      status_name: '取消',
      farmland: true,
      documents: ['farmland_permission'],
      accepted_at: at(1),
      cancelled_at: at(4),
      cancel_reason: '売主の意思確認ができませんでした',
      updated_at: at(4),
    });
  });

  it('ignores events of a case it never saw assigned', () => {
    expect(fold(events.slice(1))).toBeNull();
  });
});
