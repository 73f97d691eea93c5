import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CONTRACT_STATUSES } from '../../domain/contracts/contract-status';
import { contractDecider, type ActiveContract, type ContractCommand, type ContractDeal, type ContractState } from '../../domain/contracts/contract.decider';
import type { ContractListingFacts, ContractProperty, ContractTerms } from '../../domain/contracts/contract-terms.rules';
import { contractStreamId, type ContractEvent } from '../../domain/contracts/contract.events';
import { dealThreadDecider, type OpenDealThread } from '../../domain/deals/deal-thread.decider';
import { DEAL_STATUSES } from '../../domain/deals/deal-thread-status';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import type { FeeBasis } from '../../domain/fees/fee-basis';
import { propertyDecider } from '../../domain/properties/property.decider';
import { propertyStreamId } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberDocument } from '../../read-models/accounts/members.projector';
import type { Principal } from '../accounts/account-role';
import { PersonalDataStore } from '../accounts/personal-data-store.port';
import { assertMayReadDeal, assertMayWriteDeal, dealNotFound } from '../deals/deal-access.policy';
import { CalculateRegistrationTaxQuery } from '../fees/calculate-registration-tax.query';
import { CalculateStampDutyQuery } from '../fees/calculate-stamp-duty.query';
import { GeoMasterPort } from '../masters/geo-master.port';
import { ListMasterItemsQuery } from '../masters/list-master-items.query';
import { PaymentGateway, type CardIntent } from '../ports/payment-gateway.port';
import { Clock } from '../shared/clock.port';
import { metadataFor, type CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { loadState, MAX_CONFLICT_RETRIES } from '../shared/decider-command.handler';
import { EventStore, StreamVersionConflict } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { KeyedQueue } from '../shared/keyed-queue';
import { ReadStore } from '../shared/read-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { contractContent, type ClosingFee, type ContractContent } from './contract-content';
import { ContractPartyRecords, type ContractPartyName, type ContractPartyNames } from './contract-party-names.port';
import { ContractSettings } from './contract-settings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every contract step answers. */
export interface ContractStepAnswer {
  thread_id: string;
  status_id: number;
  status_name: string;
}

/** The terms as the edit screen reads them, with the template a reset returns to. */
export interface ContractTermsView {
  thread_id: string;
  status_id: number;
  status_name: string;
  terms: ContractTerms;
  template: ContractTerms;
  property: ContractProperty;
}

type Drafted = ActiveContract & { terms: ContractTerms; property: ContractProperty; template: ContractTerms };

/**
 * One contract per deal, agreed step by step by its two members (contract id = the deal's id).
 * Each step is decided on the contract and the deal as they are in one transaction; the step that
 * ends the contract ends the deal in the same transaction, so the two never disagree.
 */
@Injectable()
export class ContractsService {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly eventStore: EventStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly readStore: ReadStore,
    private readonly personalData: PersonalDataStore,
    private readonly geo: GeoMasterPort,
    private readonly partyRecords: ContractPartyRecords,
    private readonly payments: PaymentGateway,
    private readonly settings: ContractSettings,
  ) {}

  request(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'RequestContract', ...step }));
  }

  /** The seller's draft, from the listing and both parties' names as they are now. */
  async create(principal: Principal, threadId: string, context: CommandContext): Promise<ContractStepAnswer & CommandResult> {
    const deal = await this.writableDeal(principal, threadId);
    const facts = await this.listingFacts(deal.property_id);
    return this.memberStep(
      principal,
      threadId,
      context,
      (step) => ({ type: 'CreateContract', listing: facts, ...step }),
      async (events) => {
        if (!events.some((event) => event.type === 'ContractDrafted')) return;
        await this.partyRecords.put(threadId, await this.partyNames(deal));
      },
    );
  }

  editTerms(principal: Principal, threadId: string, input: Readonly<Record<string, unknown>>, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'EditContractTerms', input, ...step }));
  }

  resetTerms(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'ResetContractTerms', ...step }));
  }

  editProperty(principal: Principal, threadId: string, input: Readonly<Record<string, unknown>>, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'EditContractProperty', input, ...step }));
  }

  agreeAsBuyer(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'AgreeAsBuyer', ...step }));
  }

  agreeAsSeller(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'AgreeAsSeller', ...step }));
  }

  /** The buyer goes ahead with the agreed contract, at the management fee set now. */
  confirmPerformance(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'ConfirmPerformance', management_fee: this.settings.managementFeeYen, ...step }));
  }

  declareBankTransfer(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'DeclareBankTransfer', ...step }));
  }

  confirmSellerDocument(principal: Principal, threadId: string, documentId: number, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'ConfirmSellerDocument', document_id: documentId, ...step }));
  }

  endWithoutContract(principal: Principal, threadId: string, context: CommandContext) {
    return this.memberStep(principal, threadId, context, (step) => ({ type: 'EndWithoutContract', ...step }));
  }

  /** An admin confirms that the buyer's bank transfer of the management fee arrived. */
  async confirmBankTransfer(principal: Principal, threadId: string, context: CommandContext): Promise<ContractStepAnswer & CommandResult> {
    if (principal.role !== 'admin') throw DomainError.forbidden('contract.admins_only');
    await this.deal(threadId);
    return this.commit(threadId, context, (deal) => ({ type: 'ConfirmBankTransfer', deal, actor_id: principal.subjectId, now: this.clock.now() }));
  }

  /**
   * The management fee by card: the step is checked first, so no card is charged for a contract
   * that cannot take the payment, then charged once per contract (the provider keeps the key), and
   * recorded. A charge whose record then fails is found again by the same key on the next try.
   */
  async payManagementFee(principal: Principal, threadId: string, cardToken: string, context: CommandContext): Promise<ContractStepAnswer & CommandResult & { payment_id: string; amount: number }> {
    const deal = await this.writableDeal(principal, threadId);
    const { state, version } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    // The provider's webhook may have recorded the payment the browser confirmed a moment before it asks.
    const recorded = await this.cardPaymentRecorded(threadId, cardToken);
    if (recorded) return { thread_id: threadId, ...statusOf(state), streamId: contractStreamId(threadId), version, position: 0, payment_id: cardToken, amount: recorded.amount };
    const probe = { provider: 'check', payment_id: 'check', amount: 0 };
    contractDecider.decide({ type: 'PayManagementFee', payment: probe, deal: this.contractDeal(deal), actor_id: principal.subjectId, now: this.clock.now() }, state);
    if (!this.payments.available) {
      throw DomainError.conflict('payment.card_unavailable', '現在カードでのお支払いはご利用いただけません。銀行振込をご利用ください。');
    }
    const amount = (state as ActiveContract).management_fee ?? this.settings.managementFeeYen;
    const outcome = await this.payments.charge({ amount, card_token: cardToken, contract_id: threadId, idempotency_key: managementFeeKey(threadId), description: managementFeeDescription(threadId) });
    if (!outcome.ok) throw DomainError.invalid(`payment.${outcome.reason}`, 'card_token', outcome.message);
    const answer = await this.memberStep(principal, threadId, context, (step) => ({
      type: 'PayManagementFee',
      payment: { provider: outcome.provider, payment_id: outcome.payment_id, amount },
      ...step,
    }));
    return { ...answer, payment_id: outcome.payment_id, amount };
  }

  /**
   * Opens the card payment of the management fee for a provider whose form in the browser confirms
   * it (Stripe): checked like the payment itself, then one open payment per contract (the same key).
   */
  async openCardPayment(principal: Principal, threadId: string): Promise<CardIntent> {
    const deal = await this.writableDeal(principal, threadId);
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    const probe = { provider: 'check', payment_id: 'check', amount: 0 };
    contractDecider.decide({ type: 'PayManagementFee', payment: probe, deal: this.contractDeal(deal), actor_id: principal.subjectId, now: this.clock.now() }, state);
    if (!this.payments.available) {
      throw DomainError.conflict('payment.card_unavailable', '現在カードでのお支払いはご利用いただけません。銀行振込をご利用ください。');
    }
    if (this.payments.flow !== 'intent') {
      throw DomainError.conflict('payment.token_flow', 'このカード決済では、カードのトークンを管理手数料のお支払い（pay-management）に直接送ってください。');
    }
    const amount = (state as ActiveContract).management_fee ?? this.settings.managementFeeYen;
    return this.payments.openIntent({ amount, contract_id: threadId, idempotency_key: managementFeeKey(threadId), description: managementFeeDescription(threadId) });
  }

  /**
   * A payment the provider reports (its webhook): the same step as the buyer's card payment, taken
   * for the buyer who paid; the context names the provider as the actor.
   */
  recordProviderPayment(threadId: string, payment: { provider: string; payment_id: string; amount: number }, context: CommandContext): Promise<ContractStepAnswer & CommandResult> {
    return this.commit(threadId, context, (deal) => ({ type: 'PayManagementFee', payment, deal, actor_id: deal.buyer_id, now: this.clock.now() }));
  }

  /** The card payment recorded on the contract under this provider payment id, if any. */
  async cardPaymentRecorded(threadId: string, paymentId: string): Promise<{ amount: number; provider: string } | null> {
    const { events } = await this.eventStore.readStream<ContractEvent>(contractStreamId(threadId));
    for (const recorded of events) {
      if (recorded.type !== 'ContractManagementFeePaid') continue;
      const data = recorded.data as Extract<ContractEvent, { type: 'ContractManagementFeePaid' }>['data'];
      if (data.payment_id === paymentId) return { amount: data.amount, provider: data.provider };
    }
    return null;
  }

  /** The terms with the template, for the edit screen. */
  async terms(principal: Principal, threadId: string): Promise<ContractTermsView> {
    const contract = await this.readableDraft(principal, threadId);
    const status = CONTRACT_STATUSES[contract.status];
    return { thread_id: threadId, status_id: status.id, status_name: status.name, terms: contract.terms, template: contract.template, property: contract.property };
  }

  /** The whole contract as data, with the tax proration and each side's closing costs. */
  async content(principal: Principal, threadId: string): Promise<ContractContent> {
    return this.contentOf(await this.readableDraft(principal, threadId), threadId);
  }

  /** The contract as data for a reader whose access the caller has established (the assigned scrivener). */
  async contentForCheckedReader(threadId: string): Promise<ContractContent> {
    await this.deal(threadId);
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    if (state.status === 'none' || !state.terms || !state.property || !state.template) {
      throw DomainError.conflict('contract.draft_first', '契約書の作成が先に必要です。');
    }
    return this.contentOf(state as Drafted, threadId);
  }

  private async contentOf(contract: Drafted, threadId: string): Promise<ContractContent> {
    const parties = await this.partyRecords.get(threadId);
    const today = dateInJapan(this.clock.now());
    const registrationDate = contract.terms.delivery_date && contract.terms.delivery_date > today ? contract.terms.delivery_date : today;
    const buyer = parties?.buyer.class === 2 ? 'company' : 'person';
    const { land_valuation: land, building_valuation: building } = contract.property;
    const [stamp, landTax, buildingTax] = await Promise.all([
      this.fee(() => this.queries.execute(new CalculateStampDutyQuery(contract.terms.price, { date: today }))),
      land === null ? null : this.fee(() => this.queries.execute(new CalculateRegistrationTaxQuery(land, { date: registrationDate, kind: 'land', buyer }))),
      building === null ? null : this.fee(() => this.queries.execute(new CalculateRegistrationTaxQuery(building, { date: registrationDate, kind: 'building', buyer }))),
    ]);
    return contractContent(contract, parties, {
      stamp_duty: stamp,
      registration_tax_land: landTax,
      registration_tax_building: buildingTax,
      management_fee: this.settings.managementFeeYen,
    });
  }

  /** A fee from the calculators; a date no rate covers leaves it out rather than failing the contract. */
  private async fee(calculate: () => Promise<{ fee: number; basis: FeeBasis }>): Promise<ClosingFee | null> {
    try {
      const { fee, basis } = await calculate();
      return { fee, basis: { rule: basis.rule, legal_basis: basis.legal_basis, rate_percent: basis.rate_percent } };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'fees.no_rate') return null;
      throw error;
    }
  }

  private async readableDraft(principal: Principal, threadId: string): Promise<Drafted> {
    const deal = await this.deal(threadId);
    // The assigned scrivener reads the contract at /api/contract/preview/lawyer, after its own check.
    assertMayReadDeal(principal, { ...deal, lawyer_id: null });
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    if (state.status === 'none' || !state.terms || !state.property || !state.template) {
      throw DomainError.conflict('contract.draft_first', '契約書の作成が先に必要です。');
    }
    return state as Drafted;
  }

  private async deal(threadId: string): Promise<OpenDealThread> {
    if (!UUID.test(threadId)) throw dealNotFound();
    const { state } = await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId));
    if (state.status === 'none') throw dealNotFound();
    return state;
  }

  private async writableDeal(principal: Principal, threadId: string): Promise<OpenDealThread> {
    const deal = await this.deal(threadId);
    assertMayWriteDeal(principal, deal);
    return deal;
  }

  private contractDeal(deal: OpenDealThread): ContractDeal {
    return { thread_id: deal.thread_id, property_id: deal.property_id, seller_id: deal.seller_id, buyer_id: deal.buyer_id, ongoing: !DEAL_STATUSES[deal.status].ended };
  }

  /** A step one of the deal's members takes (an admin acting as one of them counts as that member). */
  private async memberStep(
    principal: Principal,
    threadId: string,
    context: CommandContext,
    build: (step: { deal: ContractDeal; actor_id: string; now: string }) => ContractCommand,
    beforeCommit?: (events: ContractEvent[]) => Promise<void>,
  ): Promise<ContractStepAnswer & CommandResult> {
    await this.writableDeal(principal, threadId);
    return this.commit(threadId, context, (deal) => build({ deal, actor_id: principal.subjectId, now: this.clock.now() }), beforeCommit);
  }

  /**
   * Decides one step on the contract and its deal as read in one transaction and appends at the
   * versions read. Steps on one contract queue in this process; another process's step in between
   * makes the append fail, and the step is decided again on what it wrote, a bounded number of times.
   */
  private commit(
    threadId: string,
    context: CommandContext,
    build: (deal: ContractDeal) => ContractCommand,
    beforeCommit?: (events: ContractEvent[]) => Promise<void>,
  ): Promise<ContractStepAnswer & CommandResult> {
    const streamId = contractStreamId(threadId);
    return this.queue.run(streamId, async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.unitOfWork.run(() => this.decideAndAppend(threadId, context, build, beforeCommit));
        } catch (error) {
          if (!(error instanceof StreamVersionConflict)) throw error;
          if (attempt >= MAX_CONFLICT_RETRIES) {
            throw DomainError.conflict('concurrency.conflict', 'ほかの操作と同時に更新されました。画面を読み込み直してから、もう一度お試しください。');
          }
        }
      }
    });
  }

  private async decideAndAppend(
    threadId: string,
    context: CommandContext,
    build: (deal: ContractDeal) => ContractCommand,
    beforeCommit?: (events: ContractEvent[]) => Promise<void>,
  ): Promise<ContractStepAnswer & CommandResult> {
    const dealStream = dealThreadStreamId(threadId);
    const streamId = contractStreamId(threadId);
    const deal = await loadState(this.eventStore, dealThreadDecider, dealStream);
    if (deal.state.status === 'none') throw dealNotFound();
    const contract = await loadState(this.eventStore, contractDecider, streamId);
    const events = contractDecider.decide(build(this.contractDeal(deal.state)), contract.state);
    const after = events.reduce(contractDecider.evolve, contract.state);
    const answer = { thread_id: threadId, ...statusOf(after), streamId, version: contract.version, position: 0 };
    if (events.length === 0) return answer;
    const metadata = metadataFor(context);
    const written = await this.eventStore.appendToStream(
      streamId,
      events.map((event) => ({ event, eventId: this.ids.uuid(), metadata })),
      contract.version === 0 ? 'no_stream' : contract.version,
    );
    await beforeCommit?.(events);
    let position = written.lastPosition;
    const ending = events.find((event) => event.type === 'ContractConcluded' || event.type === 'ContractEndedWithoutContract');
    if (ending) {
      const reason = ending.type === 'ContractConcluded' ? 'contract_concluded' : 'without_contract';
      const dealEvents = dealThreadDecider.decide({ type: 'EndDealThread', reason, member_id: ending.data.by, now: ending.data.at }, deal.state);
      if (dealEvents.length > 0) {
        const dealWritten = await this.eventStore.appendToStream(
          dealStream,
          dealEvents.map((event) => ({ event, eventId: this.ids.uuid(), metadata })),
          deal.version,
        );
        position = Math.max(position, dealWritten.lastPosition);
      }
    }
    return { ...answer, version: written.nextExpectedVersion, position };
  }

  private async listingFacts(propertyId: string): Promise<ContractListingFacts> {
    const { state: listing } = await loadState(this.eventStore, propertyDecider, propertyStreamId(propertyId));
    if (listing.status === 'none') throw DomainError.notFound('property.not_found', '物件が見つかりません。');
    const fields = listing.fields;
    const prefecture = this.geo.listPrefectures().find((candidate) => candidate.id === fields.prefecture_id) ?? null;
    const grounds = fields.ground_id === null ? [] : await this.queries.execute(new ListMasterItemsQuery('land_category'));
    const ground = grounds.find((item) => item.id === fields.ground_id)?.name ?? null;
    const location = [prefecture?.name, fields.city, fields.block].filter(Boolean).join('') || null;
    return {
      summary: {
        name: fields.name,
        property_zipcode: fields.zipcode1 && fields.zipcode2 ? `${fields.zipcode1}-${fields.zipcode2}` : null,
        sale_price: fields.sale_price,
        property_tax_price: fields.property_tax_price,
        valuation_price: fields.valuation_price,
        management_price: fields.management_price,
      },
      sale_price: fields.sale_price,
      location,
      lot_number: fields.address,
      land_category: ground,
      area: fields.area,
      is_building: fields.is_building ?? false,
      property_tax_price: fields.property_tax_price,
      valuation_price: fields.valuation_price,
      area_id: prefecture?.area_id ?? null,
    };
  }

  /** Both parties' legal names: a contract cannot be drafted before both have given theirs. */
  /**
   * Read one after another: they run inside the step's transaction, whose one connection takes a
   * single query at a time (pg queues the rest and warns that it will refuse them).
   */
  private async partyNames(deal: OpenDealThread): Promise<ContractPartyNames> {
    const seller = await this.partyName(deal.seller_id, '売主');
    const buyer = await this.partyName(deal.buyer_id, '買主');
    return { seller, buyer };
  }

  private async partyName(memberId: string, side: '売主' | '買主'): Promise<ContractPartyName> {
    const personal = await this.personalData.get(memberId);
    const member = await this.readStore.get<MemberDocument>('members', memberId);
    if (!personal || !member || member.status !== 'active') {
      throw DomainError.conflict('contract.profile_missing', `${side}の会員情報（氏名・住所）の登録が先に必要です。`);
    }
    const corporate = member.class === 2 && personal.company_name;
    const prefecture = this.geo.listPrefectures().find((candidate) => candidate.id === member.prefecture_id)?.name ?? '';
    return {
      member_id: memberId,
      name: corporate ? personal.company_name! : `${personal.name_last} ${personal.name_first}`,
      name_kana: corporate ? null : `${personal.name_last_kana} ${personal.name_first_kana}`,
      class: member.class,
      address: `${prefecture}${personal.city}${personal.block}${personal.building_name ? ` ${personal.building_name}` : ''}`,
    };
  }
}

/** The provider charges a contract's management fee once under this key, however often it is asked. */
function managementFeeKey(threadId: string): string {
  return `management-fee-${threadId}`;
}

function managementFeeDescription(threadId: string): string {
  return `いえとち直売所 管理手数料（取引 ${threadId}）`;
}

function statusOf(state: ContractState): { status_id: number; status_name: string } {
  if (state.status === 'none') return { status_id: 0, status_name: '' };
  return { status_id: CONTRACT_STATUSES[state.status].id, status_name: CONTRACT_STATUSES[state.status].name };
}
