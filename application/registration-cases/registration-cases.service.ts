import { Injectable } from '@nestjs/common';
import { contractDecider, type ActiveContract, type ContractState } from '../../domain/contracts/contract.decider';
import { contractStreamId } from '../../domain/contracts/contract.events';
import { dealThreadDecider, type OpenDealThread } from '../../domain/deals/deal-thread.decider';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { propertyDecider } from '../../domain/properties/property.decider';
import { propertyStreamId } from '../../domain/properties/property.events';
import { isFarmland, REGISTRATION_CASE_STATUSES } from '../../domain/registration-cases/registration-case-status';
import { CONTRACT_UNPAID, registrationCaseDecider, type CaseActor, type RegistrationCaseCommand, type RegistrationCaseState } from '../../domain/registration-cases/registration-case.decider';
import { registrationCaseStreamId, type RegistrationDocumentKind } from '../../domain/registration-cases/registration-case.events';
import { settlementChecklist, type SettlementChecklist } from '../../domain/registration-cases/settlement-checklist';
import { DomainError } from '../../domain/shared/domain-error';
import type { LawyerDocument } from '../../read-models/lawyers/lawyers.projector';
import type { Principal } from '../accounts/account-role';
import { dealNotFound } from '../deals/deal-access.policy';
import { Clock } from '../shared/clock.port';
import { metadataFor, type CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { loadState, MAX_CONFLICT_RETRIES } from '../shared/decider-command.handler';
import { EventStore, StreamVersionConflict, type EventToAppend } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { KeyedQueue } from '../shared/keyed-queue';
import { ReadStore } from '../shared/read-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every case step answers. */
export interface RegistrationCaseAnswer {
  thread_id: string;
  lawyer_id: string;
  status_id: number;
  status_name: string;
}

type CaseStep = (actor: CaseActor, now: string) => RegistrationCaseCommand;

export const notAssignedLawyer = () => DomainError.forbidden('registration.not_assigned_lawyer', 'この取引を担当する司法書士だけが行えます。');

/**
 * The 司法書士's case on a contract: assignment (by an admin, or a scrivener taking an unassigned
 * paid contract), its steps, and its cancellation, which calls off the contract and ends the deal
 * in the same transaction. A scrivener sees and works only the deals assigned to them: any other
 * deal is refused with 403, whether it has a case or not, so nothing about it shows.
 */
@Injectable()
export class RegistrationCasesService {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly eventStore: EventStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
  ) {}

  /** `lawyerId` takes the case: an admin names any registered scrivener, a scrivener only themselves. */
  async assign(principal: Principal, lawyerId: string, threadId: string, context: CommandContext): Promise<RegistrationCaseAnswer & CommandResult> {
    const actor = caseActor(principal);
    if (actor.role === 'lawyer' && lawyerId !== actor.id) {
      throw DomainError.forbidden('registration.assign_other', '司法書士が引き受けられるのは自分の担当としてだけです。');
    }
    const deal = await this.deal(threadId);
    const lawyer = UUID.test(lawyerId) ? await this.readStore.get<LawyerDocument>('lawyers', lawyerId) : null;
    if (!lawyer || lawyer.status !== 'registered') throw DomainError.notFound('lawyer.not_found', '司法書士が見つかりません。');
    return this.commit(threadId, context, async () => {
      const contract = await this.contract(threadId);
      if (contract.state.status === 'none') throw DomainError.conflict('registration.contract_unpaid', CONTRACT_UNPAID);
      return {
        command: {
          type: 'AssignRegistrationCase',
          thread_id: threadId,
          seller_id: deal.seller_id,
          buyer_id: deal.buyer_id,
          lawyer_id: lawyerId,
          contract_status: contract.state.status,
          farmland: isFarmland(contract.state.property?.land_category),
          actor,
          now: this.clock.now(),
        },
      };
    });
  }

  accept(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'AcceptRegistrationCase', actor, now }));
  }

  confirmIdentities(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'ConfirmIdentities', actor, now }));
  }

  startCollectingDocuments(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'StartCollectingDocuments', actor, now }));
  }

  verifyDocuments(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'VerifyDocuments', actor, now }));
  }

  markReadyForSettlement(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'MarkReadyForSettlement', actor, now }));
  }

  file(principal: Principal, threadId: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'FileRegistration', actor, now }));
  }

  requestCorrection(principal: Principal, threadId: string, reason: string, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'RequestCorrection', reason, actor, now }));
  }

  recordDocument(principal: Principal, threadId: string, kind: RegistrationDocumentKind, reference: string | null, context: CommandContext) {
    return this.step(principal, threadId, context, (actor, now) => ({ type: 'RecordRegistrationDocument', kind, reference, actor, now }));
  }

  /**
   * Completes the registration, and the listing becomes 成約 in the same transaction: the transfer
   * is registered, so the property is sold and takes no new deals. The listing's event names the
   * scrivener as its actor and the deal whose sale it was.
   */
  async complete(principal: Principal, threadId: string, context: CommandContext) {
    await this.assertAssigned(principal, threadId);
    return this.commit(threadId, context, async () => {
      const deal = await this.deal(threadId);
      const now = this.clock.now();
      return {
        command: { type: 'CompleteRegistration', actor: caseActor(principal), now },
        alsoAppend: async (metadata) => {
          const stream = propertyStreamId(deal.property_id);
          const listing = await loadState(this.eventStore, propertyDecider, stream);
          const events = propertyDecider.decide({ type: 'RecordRegisteredSale', thread_id: threadId, now }, listing.state);
          if (events.length === 0) return 0;
          return (await this.eventStore.appendToStream(stream, this.toAppend(events, metadata), listing.version)).lastPosition;
        },
      };
    });
  }

  /** Cancels the case, calls off the contract and ends the deal, all in one transaction. */
  async cancel(principal: Principal, threadId: string, reason: string, context: CommandContext) {
    await this.assertAssigned(principal, threadId);
    return this.commit(threadId, context, async () => {
      const dealStream = dealThreadStreamId(threadId);
      const deal = await loadState(this.eventStore, dealThreadDecider, dealStream);
      if (deal.state.status === 'none') throw dealNotFound();
      const contract = await this.contract(threadId);
      const now = this.clock.now();
      const dealState = deal.state;
      return {
        command: { type: 'CancelRegistrationCase', reason, actor: caseActor(principal), now },
        // The case is decided first: a refused cancellation touches neither the contract nor the deal.
        alsoAppend: async (metadata) => {
          const contractEvents = contractDecider.decide(
            {
              type: 'CancelWithRegistrationCase',
              reason,
              deal: { thread_id: threadId, property_id: dealState.property_id, seller_id: dealState.seller_id, buyer_id: dealState.buyer_id, ongoing: true },
              actor_id: principal.subjectId,
              now,
            },
            contract.state,
          );
          const written = await this.eventStore.appendToStream(contractStreamId(threadId), this.toAppend(contractEvents, metadata), contract.version);
          const dealEvents = dealThreadDecider.decide({ type: 'EndDealThreadWithCancelledRegistration', lawyer_id: principal.subjectId, now }, dealState);
          if (dealEvents.length === 0) return written.lastPosition;
          const dealWritten = await this.eventStore.appendToStream(dealStream, this.toAppend(dealEvents, metadata), deal.version);
          return Math.max(written.lastPosition, dealWritten.lastPosition);
        },
      };
    });
  }

  /** What each side brings to settlement, for the deal's two members, admins and the assigned scrivener. */
  async checklist(principal: Principal, threadId: string): Promise<SettlementChecklist & { thread_id: string }> {
    const deal = await this.deal(threadId);
    if (principal.role === 'lawyer') await this.assertAssigned(principal, threadId);
    else if (principal.role === 'member' && principal.subjectId !== deal.seller_id && principal.subjectId !== deal.buyer_id) throw DomainError.forbidden('deal.not_a_party');
    const contract = await this.contract(threadId);
    if (contract.state.status === 'none') throw DomainError.conflict('contract.request_first', '契約書の作成依頼が先に必要です。');
    const { state } = await loadState(this.eventStore, registrationCaseDecider, registrationCaseStreamId(threadId));
    return { thread_id: threadId, ...settlementChecklist(state.status === 'none' ? null : state.status, (contract.state as ActiveContract).documents_confirmed) };
  }

  /** A scrivener who is not the one assigned to the deal (or the deal has no case) is refused. */
  async assertAssigned(principal: Principal, threadId: string): Promise<void> {
    await this.deal(threadId);
    if (principal.role !== 'lawyer') throw notAssignedLawyer();
    const { state } = await loadState(this.eventStore, registrationCaseDecider, registrationCaseStreamId(threadId));
    if (state.status === 'none' || state.lawyer_id !== principal.subjectId) throw notAssignedLawyer();
  }

  private async step(principal: Principal, threadId: string, context: CommandContext, build: CaseStep) {
    await this.assertAssigned(principal, threadId);
    return this.commit(threadId, context, async () => ({ command: build(caseActor(principal), this.clock.now()) }));
  }

  private async deal(threadId: string): Promise<OpenDealThread> {
    if (!UUID.test(threadId)) throw dealNotFound();
    const { state } = await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId));
    if (state.status === 'none') throw dealNotFound();
    return state;
  }

  private contract(threadId: string): Promise<{ version: number; state: ContractState }> {
    return loadState(this.eventStore, contractDecider, contractStreamId(threadId));
  }

  private toAppend(events: ReadonlyArray<{ type: string; data: unknown }>, metadata: ReturnType<typeof metadataFor>): EventToAppend[] {
    return events.map((event) => ({ event, eventId: this.ids.uuid(), metadata }));
  }

  /**
   * Decides one step on the case as read in one transaction and appends at the version read (and
   * whatever the step appends to the other streams, in the same transaction). Steps on one case
   * queue in this process; another process's write in between is retried a bounded number of times.
   */
  private commit(
    threadId: string,
    context: CommandContext,
    prepare: (state: RegistrationCaseState) => Promise<{ command: RegistrationCaseCommand; alsoAppend?: (metadata: ReturnType<typeof metadataFor>) => Promise<number> }>,
  ): Promise<RegistrationCaseAnswer & CommandResult> {
    const streamId = registrationCaseStreamId(threadId);
    return this.queue.run(streamId, async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.unitOfWork.run(async () => {
            const current = await loadState(this.eventStore, registrationCaseDecider, streamId);
            const { command, alsoAppend } = await prepare(current.state);
            const events = registrationCaseDecider.decide(command, current.state);
            const after = events.reduce(registrationCaseDecider.evolve, current.state);
            if (after.status === 'none') throw new Error('a case step left no case');
            const metadata = metadataFor(context);
            const written = await this.eventStore.appendToStream(streamId, this.toAppend(events, metadata), current.version === 0 ? 'no_stream' : current.version);
            const other = alsoAppend ? await alsoAppend(metadata) : 0;
            const status = REGISTRATION_CASE_STATUSES[after.status];
            return {
              thread_id: threadId,
              lawyer_id: after.lawyer_id,
              status_id: status.id,
              status_name: status.name,
              streamId,
              version: written.nextExpectedVersion,
              position: Math.max(written.lastPosition, other),
            };
          });
        } catch (error) {
          if (!(error instanceof StreamVersionConflict)) throw error;
          if (attempt >= MAX_CONFLICT_RETRIES) {
            throw DomainError.conflict('concurrency.conflict', 'ほかの操作と同時に更新されました。画面を読み込み直してから、もう一度お試しください。');
          }
        }
      }
    });
  }
}

function caseActor(principal: Principal): CaseActor {
  if (principal.role === 'admin' || principal.role === 'lawyer') return { id: principal.subjectId, role: principal.role };
  throw DomainError.forbidden('registration.staff_only');
}
