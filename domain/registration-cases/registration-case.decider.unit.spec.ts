import { DomainError } from '../shared/domain-error';
import { registrationCaseDecider, type CaseActor, type RegistrationCaseCommand, type RegistrationCaseState } from './registration-case.decider';
import type { RegistrationCaseEvent } from './registration-case.events';

const THREAD = 'thread-1';
const LAWYER: CaseActor = { id: 'lawyer-1', role: 'lawyer' };
const OTHER_LAWYER: CaseActor = { id: 'lawyer-2', role: 'lawyer' };
const ADMIN: CaseActor = { id: 'admin-1', role: 'admin' };
const NOW = '2027-01-10T01:00:00.000Z';
const PARTIES = { seller_id: 'seller-1', buyer_id: 'buyer-1' };
const step = (actor: CaseActor = LAWYER) => ({ thread_id: THREAD, ...PARTIES, lawyer_id: LAWYER.id, by: actor.id, by_role: actor.role, at: NOW });

type Command = RegistrationCaseCommand;
const assign = (overrides: Partial<Extract<Command, { type: 'AssignRegistrationCase' }>> = {}): Command => ({
  type: 'AssignRegistrationCase',
  thread_id: THREAD,
  ...PARTIES,
  lawyer_id: LAWYER.id,
  contract_status: 'seller_preparing',
  farmland: false,
  actor: ADMIN,
  now: NOW,
  ...overrides,
});
const simple = (type: 'AcceptRegistrationCase' | 'ConfirmIdentities' | 'StartCollectingDocuments' | 'VerifyDocuments' | 'MarkReadyForSettlement' | 'FileRegistration' | 'CompleteRegistration', actor = LAWYER): Command => ({ type, actor, now: NOW });
const record = (kind: 'application' | 'cause_certificate' | 'farmland_permission'): Command => ({ type: 'RecordRegistrationDocument', kind, reference: null, actor: LAWYER, now: NOW });
const correction: Command = { type: 'RequestCorrection', reason: '地番の誤記', actor: LAWYER, now: NOW };
const cancel = (actor = LAWYER): Command => ({ type: 'CancelRegistrationCase', reason: '売主の意思確認ができませんでした', actor, now: NOW });

function given(commands: Command[]): RegistrationCaseState {
  let state = registrationCaseDecider.initialState();
  for (const command of commands) state = registrationCaseDecider.decide(command, state).reduce(registrationCaseDecider.evolve, state);
  return state;
}
function refused(commands: Command[], command: Command): DomainError {
  const state = given(commands);
  try {
    registrationCaseDecider.decide(command, state);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`${command.type} was not refused`);
}
const decided = (commands: Command[], command: Command): RegistrationCaseEvent[] => registrationCaseDecider.decide(command, given(commands));

const ASSIGNED = [assign()];
const ACCEPTED = [...ASSIGNED, simple('AcceptRegistrationCase')];
const IDENTIFIED = [...ACCEPTED, simple('ConfirmIdentities')];
const COLLECTING = [...IDENTIFIED, simple('StartCollectingDocuments')];
const PREPARED = [...COLLECTING, record('application'), record('cause_certificate')];
const VERIFIED = [...PREPARED, simple('VerifyDocuments')];
const READY = [...VERIFIED, simple('MarkReadyForSettlement')];
const FILED = [...READY, simple('FileRegistration')];

describe('Registration case / before assignment', () => {
  it('an admin assigns a scrivener to a paid contract', () => {
    expect(decided([], assign())).toEqual([{ type: 'RegistrationCaseAssigned', data: { ...step(ADMIN), farmland: false } }]);
  });

  it('a scrivener takes a concluded contract for themselves', () => {
    expect(decided([], assign({ actor: LAWYER, contract_status: 'concluded' }))).toEqual([{ type: 'RegistrationCaseAssigned', data: { ...step(LAWYER), farmland: false } }]);
  });

  it('a scrivener cannot assign another scrivener', () => {
    expect(refused([], assign({ actor: OTHER_LAWYER }))).toMatchObject({ kind: 'forbidden', code: 'registration.assign_other' });
  });

  it.each(['requested', 'drafting', 'buyer_agreed', 'both_agreed', 'awaiting_payment', 'ended_without_contract'] as const)('a contract in %s cannot be assigned', (contract_status) => {
    expect(refused([], assign({ contract_status }))).toMatchObject({ kind: 'conflict', code: 'registration.contract_unpaid' });
  });

  it('no step before the assignment', () => {
    expect(refused([], simple('AcceptRegistrationCase'))).toMatchObject({ kind: 'conflict', message: '司法書士への依頼が先に必要です。' });
    expect(refused([], cancel())).toMatchObject({ kind: 'conflict', code: 'registration.not_assigned' });
  });
});

describe('Registration case / when assigned', () => {
  it('refuses a second assignment', () => {
    expect(refused(ASSIGNED, assign({ lawyer_id: OTHER_LAWYER.id }))).toMatchObject({ kind: 'conflict', code: 'registration.already_assigned' });
  });

  it('only the assigned scrivener works the case; neither another scrivener nor an admin', () => {
    expect(refused(ASSIGNED, simple('AcceptRegistrationCase', OTHER_LAWYER))).toMatchObject({ kind: 'forbidden', code: 'registration.not_assigned_lawyer' });
    expect(refused(ASSIGNED, simple('AcceptRegistrationCase', ADMIN))).toMatchObject({ kind: 'forbidden' });
    expect(refused(ASSIGNED, cancel(OTHER_LAWYER))).toMatchObject({ kind: 'forbidden' });
  });

  it('accepts, and refuses later steps with what must happen first', () => {
    expect(decided(ASSIGNED, simple('AcceptRegistrationCase'))).toEqual([{ type: 'RegistrationCaseAccepted', data: step() }]);
    expect(refused(ASSIGNED, simple('ConfirmIdentities'))).toMatchObject({ kind: 'conflict', message: '司法書士の受任が先に必要です。' });
    expect(refused(ASSIGNED, record('application'))).toMatchObject({ kind: 'conflict', message: '司法書士の受任が先に必要です。' });
    expect(refused(ASSIGNED, simple('FileRegistration'))).toMatchObject({ kind: 'conflict', message: '決済の準備が整うことが先に必要です。' });
  });
});

describe('Registration case / through its states in order', () => {
  it('each step moves it one state on, and the one before is refused as done', () => {
    expect(decided(ACCEPTED, simple('ConfirmIdentities'))[0].type).toBe('RegistrationIdentitiesConfirmed');
    expect(refused(IDENTIFIED, simple('AcceptRegistrationCase'))).toMatchObject({ kind: 'conflict', code: 'registration.already_done' });
    expect(decided(IDENTIFIED, simple('StartCollectingDocuments'))[0].type).toBe('RegistrationDocumentsCollecting');
    expect(decided(PREPARED, simple('VerifyDocuments'))[0].type).toBe('RegistrationDocumentsVerified');
    expect(decided(VERIFIED, simple('MarkReadyForSettlement'))[0].type).toBe('RegistrationReadyForSettlement');
    expect(decided(READY, simple('FileRegistration'))[0].type).toBe('RegistrationFiled');
    expect(decided(FILED, simple('CompleteRegistration'))).toEqual([{ type: 'RegistrationCompleted', data: step() }]);
    expect(given([...FILED, simple('CompleteRegistration')])).toMatchObject({ status: 'completed' });
  });

  it('documents are verified only once the application and the 登記原因証明情報 are prepared', () => {
    expect(refused(COLLECTING, simple('VerifyDocuments'))).toMatchObject({ kind: 'conflict', message: '登記申請書と登記原因証明情報の作成が先に必要です。' });
    expect(refused([...COLLECTING, record('application')], simple('VerifyDocuments'))).toMatchObject({ message: '登記原因証明情報の作成が先に必要です。' });
    expect(decided(COLLECTING, record('cause_certificate'))).toEqual([{ type: 'RegistrationDocumentRecorded', data: { ...step(), kind: 'cause_certificate', reference: null } }]);
  });

  it('a filed registration may need a correction, and is filed again', () => {
    expect(decided(FILED, correction)).toEqual([{ type: 'RegistrationCorrectionRequested', data: { ...step(), reason: '地番の誤記' } }]);
    const corrected = [...FILED, correction];
    expect(refused(corrected, simple('CompleteRegistration'))).toMatchObject({ kind: 'conflict', message: '補正のうえ、登記の再申請が先に必要です。' });
    expect(decided(corrected, simple('FileRegistration'))[0].type).toBe('RegistrationFiled');
    expect(refused(FILED, simple('FileRegistration'))).toMatchObject({ kind: 'conflict', code: 'registration.already_filed' });
    expect(refused(READY, correction)).toMatchObject({ kind: 'conflict', message: '登記の申請が先に必要です。' });
  });

  it('a completed case takes no further step and cannot be cancelled', () => {
    const completed = [...FILED, simple('CompleteRegistration')];
    expect(refused(completed, cancel())).toMatchObject({ kind: 'conflict', code: 'registration.completed' });
    expect(refused(completed, record('application'))).toMatchObject({ code: 'registration.completed' });
    expect(refused(completed, simple('CompleteRegistration'))).toMatchObject({ code: 'registration.completed' });
  });
});

describe('Registration case / farmland', () => {
  const FARM_FILED = [assign({ farmland: true }), ...FILED.slice(1)];

  it('cannot complete without the 農地法 permission on record', () => {
    expect(refused(FARM_FILED, simple('CompleteRegistration'))).toMatchObject({ kind: 'conflict', code: 'registration.farmland_permission_missing' });
  });

  it('completes once the permission is recorded', () => {
    expect(decided([...FARM_FILED, record('farmland_permission')], simple('CompleteRegistration'))[0].type).toBe('RegistrationCompleted');
  });
});

describe('Registration case / cancelled', () => {
  it('is cancelled from any open state by the assigned scrivener', () => {
    for (const states of [ASSIGNED, ACCEPTED, COLLECTING, VERIFIED, FILED, [...FILED, correction]]) {
      expect(decided(states, cancel())).toEqual([{ type: 'RegistrationCaseCancelled', data: { ...step(), reason: '売主の意思確認ができませんでした' } }]);
    }
  });

  it('takes nothing afterwards, not even a new assignment', () => {
    const cancelled = [...ACCEPTED, cancel()];
    expect(refused(cancelled, cancel())).toMatchObject({ kind: 'conflict', code: 'registration.cancelled' });
    expect(refused(cancelled, simple('ConfirmIdentities'))).toMatchObject({ code: 'registration.cancelled' });
    expect(refused(cancelled, assign())).toMatchObject({ code: 'registration.cancelled' });
  });
});
