import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '../../../domain/shared/domain-error';
import { DatabaseMailbox } from '../../accounts/mailers';
import { MailOutboxWorker } from '../../mail/mail-outbox-worker';
import { ok } from '../shared/api-response';

/** Development only: registered when mail is kept in the database instead of sent. */
@ApiExcludeController()
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly mailbox: DatabaseMailbox,
    private readonly outbox: MailOutboxWorker,
  ) {}

  @Get()
  async list(@Query('to') to?: string) {
    if (to !== undefined && to.length > 254) throw DomainError.invalid('mailbox.to_invalid', 'to', 'メールアドレスが長すぎます。');
    // Mail that is due goes out first, so a link is there as soon as the call that sent it answered.
    await this.outbox.drain();
    return ok(await this.mailbox.list(to?.trim().toLowerCase() || undefined));
  }
}
