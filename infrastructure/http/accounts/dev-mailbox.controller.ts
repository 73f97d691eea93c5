import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '../../../domain/shared/domain-error';
import { DatabaseMailbox } from '../../accounts/mailers';
import { ok } from '../shared/api-response';

/** Development only: registered when mail is kept in the database instead of sent. */
@ApiExcludeController()
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DatabaseMailbox) {}

  @Get()
  async list(@Query('to') to?: string) {
    if (to !== undefined && to.length > 254) throw DomainError.invalid('mailbox.to_invalid', 'to', 'メールアドレスが長すぎます。');
    return ok(await this.mailbox.list(to?.trim().toLowerCase() || undefined));
  }
}
