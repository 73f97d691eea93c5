import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { DomainError } from '../../../domain/shared/domain-error';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { DealLiveHub, parseNoticeId, type DealNotice } from '../../deals/deal-live-hub';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after a while and the page opens the next one with its current token and the
 * last id it saw: nothing is missed, and a signed-out session stops hearing within this time.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;

/** Live changes to the signed-in member's deals, as server-sent events. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('api/message')
export class DealStreamController {
  private readonly origins: ReadonlySet<string>;

  constructor(
    private readonly hub: DealLiveHub,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    this.origins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  }

  @Get('stream')
  @SignedIn('member')
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: '再接続のとき、最後に受け取ったイベントの id（それ以降の変化を先に送ります）' })
  @ApiOperation({
    summary: '自分の取引の変化を server-sent events で受け取る（message・read・thread。ページはそれを合図に読み直します）',
  })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @Headers('origin') origin: string | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (origin !== undefined && !this.origins.has(origin)) throw DomainError.forbidden('deal.stream_origin');
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    let gone = false;
    request.raw.once('close', () => (gone = true));
    const unsubscribe = await this.hub.subscribe(principal.subjectId, parseNoticeId(lastEventId), {
      notice: (notice: DealNotice) => raw.write(`id: ${notice.id}\nevent: ${notice.kind}\ndata: ${JSON.stringify({ thread_id: notice.thread_id })}\n\n`),
      resync: () => raw.write('event: resync\ndata: {}\n\n'),
      close: () => raw.end(),
    });
    if (gone) {
      unsubscribe();
      return;
    }
    // Headers go out with this first line, once the page is registered: a page that sees the
    // answer misses nothing written after it.
    raw.write('retry: 3000\n\n');
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => raw.end(), STREAM_LIFETIME_MS);
    const finish = () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
    };
    request.raw.once('close', finish);
    raw.once('close', finish);
  }
}
