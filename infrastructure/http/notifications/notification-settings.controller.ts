import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { NotificationSettingsService } from '../../../application/notifications/notification-settings.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';

export class NotificationSettingsDto {
  @ApiPropertyOptional({ description: '取引のメッセージを10分読まずにいると、メールでお知らせする（省略でそのまま）' })
  @IsOptional()
  @IsBoolean({ message: 'メールでのお知らせは true か false で指定してください。' })
  message_mail?: boolean;

  @ApiPropertyOptional({ description: 'メールで知らせるお知らせが公開されたら、メールでお知らせする（省略でそのまま）' })
  @IsOptional()
  @IsBoolean({ message: 'お知らせのメールは true か false で指定してください。' })
  news_mail?: boolean;
}

/** The notices a member receives by mail. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/mypage/notification-settings')
export class NotificationSettingsController {
  constructor(
    private readonly settings: NotificationSettingsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get()
  @SignedIn('member')
  @ApiOperation({ summary: 'メールでのお知らせの設定' })
  async get(@CurrentPrincipal() principal: Principal) {
    return ok(await this.settings.get(principal));
  }

  @Patch()
  @SignedIn('member')
  @ApiOperation({ summary: 'メールでのお知らせの設定の保存' })
  async update(@Body() body: NotificationSettingsDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.settings.update(principal, body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.settings.get(principal), 'お知らせの設定を保存しました。');
  }
}
