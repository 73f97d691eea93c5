import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { OpenChatService } from '../../../application/open-chat/open-chat.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, MaybeSignedIn, OptionalPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { CreateOpenChatPostDto, HandleOpenChatQuestionDto } from './open-chat.dtos';

/**
 * Public questions on a listing (spec: /api/open-chat/*): anyone reads them, members ask, the
 * listing's seller answers and marks them handled, the author or an admin deletes.
 */
@ApiTags('open-chat')
@ApiBearerAuth()
@Controller('api/open-chat')
export class OpenChatController {
  constructor(
    private readonly openChat: OpenChatService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('index/:id')
  @MaybeSignedIn()
  @ApiOperation({ summary: '物件の公開質問と売主の回答（新しい質問から）。投稿者はニックネームだけを示します' })
  async index(@Param('id') id: string, @OptionalPrincipal() viewer: Principal | null) {
    return ok(await this.openChat.questions(id, viewer));
  }

  @Post('create')
  @SignedIn('member')
  @ApiOperation({ summary: '公開質問の投稿（会員）。question_id を付けると、その質問への売主の回答です。答えは { id }' })
  async create(@Body() body: CreateOpenChatPostDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.openChat.post(principal, body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id: result.id }, body.question_id ? '回答を投稿しました。' : '質問を投稿しました。');
  }

  @Delete('delete/:id')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '公開質問・回答の削除（投稿したご本人と管理者だけ）' })
  async delete(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.openChat.delete(principal, id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id }, '削除しました。');
  }

  @Post('handle')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '質問を対応済みにする（handled: false で未対応に戻す）。物件の売主だけ' })
  async handle(@Body() body: HandleOpenChatQuestionDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const handled = body.handled ?? true;
    const result = await this.openChat.setHandled(principal, body.question_id, handled, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ question_id: body.question_id, handled }, handled ? '対応済みにしました。' : '未対応に戻しました。');
  }
}
