import { Controller, HttpCode, Logger, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ManagementFeeNoticesService, type PaymentNoticeOutcome } from '../../../application/contracts/management-fee-notices.service';
import { PaymentGateway, PaymentNoticeRejected, type PaymentNotice } from '../../../application/ports/payment-gateway.port';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';
import { MalformedBodyException } from '../shared/malformed-body.exception';

const SIGNATURE_REFUSED = 'Stripe-Signature ヘッダーの署名を確認できませんでした。Stripe から送られた通知だけを受け付けます。';

const MESSAGES: Record<PaymentNoticeOutcome['outcome'], string> = {
  recorded: '管理手数料のお支払いを記録しました。',
  already_recorded: 'このお支払いはすでに記録されています。',
  ignored: 'この通知で記録することはありません。',
};

/**
 * Stripe's webhook: no account signs in here, the signature over the exact bytes is the only
 * credential (checked before anything is read), and Stripe sends no Origin, so neither applies.
 * Any other provider has no such endpoint (404).
 */
@Controller('api/payment/webhook')
export class PaymentWebhooksController {
  private readonly logger = new Logger('PaymentWebhooks');

  constructor(
    private readonly payments: PaymentGateway,
    private readonly notices: ManagementFeeNoticesService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async stripe(@Req() request: FastifyRequest): Promise<ApiResponse<PaymentNoticeOutcome>> {
    if (this.payments.name !== 'stripe') throw DomainError.notFound('payment.webhook_unknown', 'この決済の通知先はありません。');
    const header = request.headers['stripe-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    let notice: PaymentNotice;
    try {
      if (!Buffer.isBuffer(request.body)) throw new PaymentNoticeRejected('the body is not JSON');
      notice = this.payments.readNotice(request.body, signature);
    } catch (error) {
      if (!(error instanceof PaymentNoticeRejected)) throw error;
      this.logger.warn(`Stripe webhook refused from ${request.ip}: ${error.detail}`);
      throw new MalformedBodyException(SIGNATURE_REFUSED);
    }
    const context = { ...commandContext(request), actor: { id: notice.provider, role: 'system' as const } };
    let outcome: PaymentNoticeOutcome;
    try {
      outcome = await this.notices.receive(notice, { ...context, correlationId: 'payment_id' in notice ? notice.payment_id : notice.notice_id });
    } catch (error) {
      if (error instanceof DomainError) {
        // Money may have moved for a contract that cannot take it: the operator refunds by hand.
        const about = notice.kind === 'succeeded' ? ` payment ${notice.payment_id}, contract ${notice.contract_id ?? '(none)'}, ${notice.amount} ${notice.currency}` : '';
        this.logger.error(`Stripe event ${notice.notice_id} refused (${error.code}):${about}`);
      }
      throw error;
    }
    if (notice.kind === 'failed') this.logger.log(`Stripe payment ${notice.payment_id} failed (${notice.reason ?? 'no reason given'}); the contract stays unpaid`);
    await this.readStore.waitFor(outcome.position);
    return ok(outcome, MESSAGES[outcome.outcome]);
  }
}
