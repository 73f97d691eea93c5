import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/shared/domain-error';
import { DatabaseMailbox } from '../../accounts/mailers';
import { MailOutboxWorker } from '../../mail/mail-outbox-worker';
import { ok } from '../shared/api-response';
import { isLoopbackAddress } from '../shared/loopback-address';

/**
 * Development only: registered when mail is kept in the database instead of sent. It shows every
 * sign-up and reset link, so it answers only on this machine; elsewhere it does not exist.
 */
@ApiExcludeController()
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly mailbox: DatabaseMailbox,
    private readonly outbox: MailOutboxWorker,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Query('to') to?: string) {
    // The socket's own peer, never a forwarded header: a proxy on this machine would look local.
    if (!isLoopbackAddress(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined) {
      throw DomainError.notFound('mailbox.not_found', 'ページが見つかりません。');
    }
    if (to !== undefined && to.length > 254) throw DomainError.invalid('mailbox.to_invalid', 'to', 'メールアドレスが長すぎます。');
    // Mail that is due goes out first, so a link is there as soon as the call that sent it answered.
    await this.outbox.drain();
    return ok(await this.mailbox.list(to?.trim().toLowerCase() || undefined));
  }
}
