import type { ContractStatus } from '../contracts/contract-status';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { REGISTRATION_CASE_STATUSES, REGISTRATION_DOCUMENT_NAMES, type RegistrationCaseStatus } from './registration-case-status';
import type { RegistrationCaseEvent, RegistrationDocumentKind } from './registration-case.events';

export interface CaseActor {
  id: string;
  role: 'admin' | 'lawyer';
}

interface Step {
  actor: CaseActor;
  now: string;
}

export type RegistrationCaseCommand =
  | ({ type: 'AssignRegistrationCase'; thread_id: string; seller_id: string; buyer_id: string; lawyer_id: string; contract_status: ContractStatus; farmland: boolean } & Step)
  | ({ type: 'AcceptRegistrationCase' } & Step)
  | ({ type: 'ConfirmIdentities' } & Step)
  | ({ type: 'StartCollectingDocuments' } & Step)
  | ({ type: 'RecordRegistrationDocument'; kind: RegistrationDocumentKind; reference: string | null } & Step)
  | ({ type: 'VerifyDocuments' } & Step)
  | ({ type: 'MarkReadyForSettlement' } & Step)
  | ({ type: 'FileRegistration' } & Step)
  | ({ type: 'RequestCorrection'; reason: string } & Step)
  | ({ type: 'CompleteRegistration' } & Step)
  | ({ type: 'CancelRegistrationCase'; reason: string } & Step);

export interface ActiveRegistrationCase {
  status: RegistrationCaseStatus;
  thread_id: string;
  seller_id: string;
  buyer_id: string;
  lawyer_id: string;
  farmland: boolean;
  documents: RegistrationDocumentKind[];
  assigned_at: string;
  updated_at: string;
}

export type RegistrationCaseState = { status: 'none' } | ActiveRegistrationCase;

/** The contract statuses in which the management fee is paid: only then is a scrivener engaged. */
const ASSIGNABLE_CONTRACT: readonly ContractStatus[] = ['seller_preparing', 'concluded'];

/** The state each step starts from: the one the case must be in, named when it is not. */
const REQUIRED: Record<string, readonly RegistrationCaseStatus[]> = {
  AcceptRegistrationCase: ['assigned'],
  ConfirmIdentities: ['accepted'],
  StartCollectingDocuments: ['identities_confirmed'],
  VerifyDocuments: ['documents_collecting'],
  MarkReadyForSettlement: ['documents_verified'],
  FileRegistration: ['ready_for_settlement', 'correction'],
  RequestCorrection: ['filed'],
  CompleteRegistration: ['filed'],
};

/** What must happen first, for a step out of order. */
const FIRST: Record<RegistrationCaseStatus, string> = {
  assigned: '司法書士への依頼が先に必要です。',
  accepted: '司法書士の受任が先に必要です。',
  identities_confirmed: '売主と買主の本人確認が先に必要です。',
  documents_collecting: '書類の収集を始めることが先に必要です。',
  documents_verified: '司法書士による書類の確認が先に必要です。',
  ready_for_settlement: '決済の準備が整うことが先に必要です。',
  filed: '登記の申請が先に必要です。',
  correction: '補正の指示が先に必要です。',
  completed: '登記の完了が先に必要です。',
  cancelled: '',
};

const OPEN: readonly RegistrationCaseStatus[] = ['assigned', 'accepted', 'identities_confirmed', 'documents_collecting', 'documents_verified', 'ready_for_settlement', 'filed', 'correction'];

function requireCase(state: RegistrationCaseState): ActiveRegistrationCase {
  if (state.status === 'none') throw DomainError.conflict('registration.not_assigned', FIRST.assigned);
  return state;
}

/** Only the scrivener the case is assigned to works it. */
function requireAssignedLawyer(registration: ActiveRegistrationCase, actor: CaseActor): void {
  if (actor.role !== 'lawyer' || actor.id !== registration.lawyer_id) {
    throw DomainError.forbidden('registration.not_assigned_lawyer', 'この取引を担当する司法書士だけが行えます。');
  }
}

function requireOpen(registration: ActiveRegistrationCase): void {
  if (registration.status === 'completed') throw DomainError.conflict('registration.completed', 'この登記はすでに完了しています。');
  if (registration.status === 'cancelled') throw DomainError.conflict('registration.cancelled', 'この登記の依頼は取り消されています。');
}

function requireStatus(registration: ActiveRegistrationCase, type: string): void {
  requireOpen(registration);
  const from = REQUIRED[type];
  if (from.includes(registration.status)) return;
  if (registration.status === 'correction') throw DomainError.conflict('registration.correction_pending', '補正のうえ、登記の再申請が先に必要です。');
  const already = OPEN.indexOf(registration.status) > OPEN.indexOf(from[0]);
  if (already && type !== 'FileRegistration') {
    throw DomainError.conflict('registration.already_done', `この手続きはすでに済んでいます（現在：${REGISTRATION_CASE_STATUSES[registration.status].name}）。`);
  }
  if (already) throw DomainError.conflict('registration.already_filed', '登記はすでに申請されています。');
  throw DomainError.conflict('registration.out_of_order', FIRST[from[0]]);
}

function missing(registration: ActiveRegistrationCase, kinds: readonly RegistrationDocumentKind[]): string[] {
  return kinds.filter((kind) => !registration.documents.includes(kind)).map((kind) => REGISTRATION_DOCUMENT_NAMES[kind]);
}

const TRANSITION = {
  AcceptRegistrationCase: 'RegistrationCaseAccepted',
  ConfirmIdentities: 'RegistrationIdentitiesConfirmed',
  StartCollectingDocuments: 'RegistrationDocumentsCollecting',
  VerifyDocuments: 'RegistrationDocumentsVerified',
  MarkReadyForSettlement: 'RegistrationReadyForSettlement',
  FileRegistration: 'RegistrationFiled',
  CompleteRegistration: 'RegistrationCompleted',
} as const;

const NEXT_STATUS: Record<(typeof TRANSITION)[keyof typeof TRANSITION], RegistrationCaseStatus> = {
  RegistrationCaseAccepted: 'accepted',
  RegistrationIdentitiesConfirmed: 'identities_confirmed',
  RegistrationDocumentsCollecting: 'documents_collecting',
  RegistrationDocumentsVerified: 'documents_verified',
  RegistrationReadyForSettlement: 'ready_for_settlement',
  RegistrationFiled: 'filed',
  RegistrationCompleted: 'completed',
};

/**
 * The 司法書士's case for one contract: assigned (by an admin, or taken by a scrivener for
 * themselves) once the management fee is paid, then worked in contract-process.md's order. The
 * documents are verified (the application and the 登記原因証明情報 prepared) before settlement, and
 * farmland is completed only with the 農地法 permission on record. Cancelling ends the case; the
 * service cancels the contract in the same transaction.
 */
export const registrationCaseDecider: Decider<RegistrationCaseCommand, RegistrationCaseState, RegistrationCaseEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'RegistrationCaseAssigned') {
      const { thread_id, seller_id, buyer_id, lawyer_id, farmland, at } = event.data;
      return { status: 'assigned', thread_id, seller_id, buyer_id, lawyer_id, farmland, documents: [], assigned_at: at, updated_at: at };
    }
    if (state.status === 'none') return state;
    const next = { ...state, updated_at: event.data.at };
    switch (event.type) {
      case 'RegistrationCaseAccepted':
      case 'RegistrationIdentitiesConfirmed':
      case 'RegistrationDocumentsCollecting':
      case 'RegistrationDocumentsVerified':
      case 'RegistrationReadyForSettlement':
      case 'RegistrationFiled':
      case 'RegistrationCompleted':
        return { ...next, status: NEXT_STATUS[event.type] };
      case 'RegistrationDocumentRecorded':
        return next.documents.includes(event.data.kind) ? next : { ...next, documents: [...next.documents, event.data.kind] };
      case 'RegistrationCorrectionRequested':
        return { ...next, status: 'correction' };
      case 'RegistrationCaseCancelled':
        return { ...next, status: 'cancelled' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const by = { by: command.actor.id, by_role: command.actor.role, at: command.now };
    if (command.type === 'AssignRegistrationCase') {
      if (command.actor.role === 'lawyer' && command.actor.id !== command.lawyer_id) {
        throw DomainError.forbidden('registration.assign_other', '司法書士が引き受けられるのは自分の担当としてだけです。');
      }
      if (state.status === 'cancelled') throw DomainError.conflict('registration.cancelled', 'この登記の依頼は取り消されています。');
      if (state.status !== 'none') throw DomainError.conflict('registration.already_assigned', 'この取引はすでに司法書士が担当しています。');
      if (!ASSIGNABLE_CONTRACT.includes(command.contract_status)) {
        throw DomainError.conflict('registration.contract_unpaid', '買主の管理手数料のお支払いが済んだ契約だけを司法書士に依頼できます。');
      }
      return [{ type: 'RegistrationCaseAssigned', data: { thread_id: command.thread_id, seller_id: command.seller_id, buyer_id: command.buyer_id, lawyer_id: command.lawyer_id, farmland: command.farmland, ...by } }];
    }
    const registration = requireCase(state);
    requireAssignedLawyer(registration, command.actor);
    const step = { thread_id: registration.thread_id, seller_id: registration.seller_id, buyer_id: registration.buyer_id, lawyer_id: registration.lawyer_id, ...by };
    switch (command.type) {
      case 'AcceptRegistrationCase':
      case 'ConfirmIdentities':
      case 'StartCollectingDocuments':
      case 'MarkReadyForSettlement':
      case 'FileRegistration':
        requireStatus(registration, command.type);
        return [{ type: TRANSITION[command.type], data: step }];
      case 'VerifyDocuments': {
        requireStatus(registration, command.type);
        const absent = missing(registration, ['application', 'cause_certificate']);
        if (absent.length > 0) throw DomainError.conflict('registration.documents_missing', `${absent.join('と')}の作成が先に必要です。`);
        return [{ type: 'RegistrationDocumentsVerified', data: step }];
      }
      case 'CompleteRegistration': {
        requireStatus(registration, command.type);
        if (registration.farmland && missing(registration, ['farmland_permission']).length > 0) {
          throw DomainError.conflict('registration.farmland_permission_missing', '農地（地目が田・畑）の所有権移転は、農地法の許可書（届出受理通知書）の記録が先に必要です。');
        }
        return [{ type: 'RegistrationCompleted', data: step }];
      }
      case 'RequestCorrection':
        requireStatus(registration, command.type);
        return [{ type: 'RegistrationCorrectionRequested', data: { ...step, reason: command.reason } }];
      case 'RecordRegistrationDocument':
        requireOpen(registration);
        if (registration.status === 'assigned') throw DomainError.conflict('registration.out_of_order', FIRST.accepted);
        return [{ type: 'RegistrationDocumentRecorded', data: { ...step, kind: command.kind, reference: command.reference } }];
      case 'CancelRegistrationCase':
        requireOpen(registration);
        return [{ type: 'RegistrationCaseCancelled', data: { ...step, reason: command.reason } }];
      default:
        return assertNever(command);
    }
  },
};
