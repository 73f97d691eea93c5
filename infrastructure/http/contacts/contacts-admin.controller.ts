import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ContactErasureService } from '../../../application/contacts/contact-erasure.service';
import { ContactsAdminService } from '../../../application/contacts/contacts-admin.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { ContactFilterDto, ContactReplyDto, ContactUpdateDto } from './contact.dtos';

/** Contacts as the office handles them. */
@ApiTags('contacts')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/contact')
export class ContactsAdminController {
  constructor(
    private readonly contacts: ContactsAdminService,
    private readonly readStore: ReadStore,
    private readonly erasure: ContactErasureService,
  ) {}

  @Post('list')
  @HttpCode(200)
  @ApiOperation({ summary: 'お問い合わせの一覧（管理者。対応状況・種類・受付日・キーワードで絞り込み、?page=n）' })
  async list(@Body() body: ContactFilterDto, @Query('page') page?: string) {
    const number = page === undefined || page === '' ? 1 : Number(page);
    if (!Number.isSafeInteger(number) || number < 1) throw DomainError.invalid('contact.page_invalid', 'page', 'ページは1以上の整数で指定してください。');
    return ok(await this.contacts.list(body, number));
  }

  @Get(':id')
  @ApiOperation({ summary: 'お問い合わせの1件（管理者。返信の記録つき）' })
  async detail(@Param('id') id: string) {
    return ok(await this.contacts.get(id));
  }

  @Post('approve/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'お問い合わせの承認（管理者）' })
  async approve(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.contacts.approve(id, principal, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.contacts.get(id), 'お問い合わせを承認しました。');
  }

  @Patch('update/:id')
  @ApiOperation({ summary: 'お問い合わせの対応状況の変更（管理者）' })
  async update(@Param('id') id: string, @Body() body: ContactUpdateDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.contacts.changeStatus(id, body.status, principal, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.contacts.get(id), '対応状況を更新しました。');
  }

  @Post('reply/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'お問い合わせへのメールでの返信（管理者。返信はお問い合わせに記録されます）' })
  async reply(@Param('id') id: string, @Body() body: ContactReplyDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.contacts.reply(id, body.subject, body.text, principal, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.contacts.get(id), '返信をメールで送りました。');
  }

  @Post('erase-personal-data/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'お問い合わせの個人データの消去（管理者。送信者の求めにより、氏名・メールアドレス・本文・返信本文をすぐに消去。繰り返しても結果は同じ）',
  })
  async erasePersonalData(@Param('id') id: string) {
    const { erased } = await this.erasure.eraseNow(id);
    return ok({ ...(await this.contacts.get(id)), erased }, erased ? 'お問い合わせの個人データを消去しました。' : 'お問い合わせの個人データは既に消去されています。');
  }
}
