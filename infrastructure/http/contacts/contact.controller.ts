import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { contactCategories } from '../../../application/contacts/contact-categories';
import { ContactFormService } from '../../../application/contacts/contact-form.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { MaybeSignedIn, OptionalPrincipal } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { ContactCreateDto } from './contact.dtos';

/** The public contact form. */
@ApiTags('contacts')
@Controller('api')
export class ContactController {
  constructor(
    private readonly contacts: ContactFormService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('contact-category/list')
  @ApiOperation({ summary: 'お問い合わせの種類の一覧' })
  async categories() {
    return ok(await contactCategories(this.readStore));
  }

  @Post('contact/create')
  @MaybeSignedIn()
  @ApiOperation({ summary: 'お問い合わせの送信（受付の確認メールを送ります。1つのアドレスから1時間に5件まで）' })
  async create(@Body() body: ContactCreateDto, @OptionalPrincipal() principal: Principal | null, @Req() request: FastifyRequest) {
    const userId = principal?.role === 'member' ? principal.subjectId : null;
    const result = await this.contacts.submit(
      { name: body.name, email: body.email, category_id: body.category_id, message: body.message, honeypot: body.website, bot_token: typeof body.bot_token === 'string' ? body.bot_token : undefined },
      userId,
      commandContext(request, principal ?? undefined),
    );
    await this.readStore.waitFor(result.position);
    return ok({ id: result.id }, 'お問い合わせを受け付けました。確認のメールをお送りしました。');
  }
}
