import { Injectable } from '@nestjs/common';
import { contractDecider, type ActiveContract } from '../../domain/contracts/contract.decider';
import { contractStreamId } from '../../domain/contracts/contract.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { PaymentNotice } from '../ports/payment-gateway.port';
import type { CommandContext } from '../shared/command-context';
import { loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { ContractsService } from './contracts.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The management fee is charged in yen, whatever the provider. */
const FEE_CURRENCY = 'jpy';

/** What became of a notice: `recorded` wrote the payment; the others wrote nothing. */
export interface PaymentNoticeOutcome {
  outcome: 'recorded' | 'already_recorded' | 'ignored';
  notice_id: string;
  thread_id: string | null;
  payment_id: string | null;
  /** The log position written, 0 when nothing was. */
  position: number;
}

/**
 * What a payment provider tells of management-fee payments (its signed webhook). A succeeded
 * payment is recorded on its contract as the buyer's card payment, with the provider as the actor,
 * once: a notice sent again, or sent while the browser's own confirmation is being recorded, finds
 * the payment already there under the provider's payment id and writes nothing. A payment for a
 * contract that does not exist, or of another amount than the fee fixed on the contract, is refused
 * and never marks a contract paid. A failed payment is not recorded: the buyer saw the refusal in
 * the card form and the contract simply stays unpaid.
 */
@Injectable()
export class ManagementFeeNoticesService {
  constructor(
    private readonly contracts: ContractsService,
    private readonly eventStore: EventStore,
  ) {}

  async receive(notice: PaymentNotice, context: CommandContext): Promise<PaymentNoticeOutcome> {
    if (notice.kind !== 'succeeded') {
      return { outcome: 'ignored', notice_id: notice.notice_id, thread_id: notice.kind === 'failed' ? notice.contract_id : null, payment_id: notice.kind === 'failed' ? notice.payment_id : null, position: 0 };
    }
    const threadId = notice.contract_id;
    const base = { notice_id: notice.notice_id, thread_id: threadId, payment_id: notice.payment_id };
    if (!threadId || !UUID.test(threadId)) throw unknownContract();
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    if (state.status === 'none') throw unknownContract();
    if (await this.contracts.cardPaymentRecorded(threadId, notice.payment_id)) return { outcome: 'already_recorded', ...base, position: 0 };
    const fee = (state as ActiveContract).management_fee;
    if (fee === null || notice.amount !== fee || notice.currency !== FEE_CURRENCY) {
      throw DomainError.invalid(
        'payment.amount_mismatch',
        'amount',
        `お支払いの金額（${notice.amount} ${notice.currency.toUpperCase()}）が契約の管理手数料（${fee === null ? '未確定' : `${fee} JPY`}）と一致しません。`,
      );
    }
    try {
      const written = await this.contracts.recordProviderPayment(threadId, { provider: notice.provider, payment_id: notice.payment_id, amount: notice.amount }, context);
      return { outcome: 'recorded', ...base, position: written.position };
    } catch (error) {
      // Recorded in between by the browser's confirmation or the same notice sent twice at once.
      if (error instanceof DomainError && error.code === 'contract.already_paid' && (await this.contracts.cardPaymentRecorded(threadId, notice.payment_id))) {
        return { outcome: 'already_recorded', ...base, position: 0 };
      }
      throw error;
    }
  }
}

function unknownContract(): DomainError {
  return DomainError.notFound('payment.contract_unknown', 'お支払いの対象の契約が見つかりません。');
}
