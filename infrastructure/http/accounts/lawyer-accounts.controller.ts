import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { LawyerAccountsService } from '../../../application/accounts/lawyer-accounts.service';
import { LINK_MESSAGES } from '../../../application/accounts/member-sign-up.service';
import { FORGOT_PASSWORD_MESSAGE, MemberSessionService } from '../../../application/accounts/member-session.service';
import { PasswordSignIn } from '../../../application/accounts/password-sign-in';
import { ReadStore } from '../../../application/shared/read-store.port';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { JsonOnly } from '../auth/json-only.guard';
import { FromSiteOrigin } from '../auth/site-origin.guard';
import { clearRefreshCookie, signInAnswer } from '../auth/refresh-cookie';
import { clientAddress, commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { EmailDto, LawyerProfileDto, LawyerSignUpDto, LoginDto, PasswordResetDto } from './account.dtos';

@ApiTags('lawyer')
@Controller('api/lawyer')
export class LawyerAccountsController {
  private readonly secureCookies: boolean;

  constructor(
    @Inject(AppConfigToken) config: AppConfig,
    private readonly lawyers: LawyerAccountsService,
    private readonly signIn: PasswordSignIn,
    private readonly passwords: MemberSessionService,
    private readonly readStore: ReadStore,
  ) {
    this.secureCookies = config.nodeEnv === 'production';
  }

  @Post('mail/input')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '司法書士の招待（管理者）' })
  async invite(@Body() body: EmailDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    await this.lawyers.invite(body.email, commandContext(request, principal));
    return ok(null, '招待メールを送信しました。');
  }

  @Get('mail/check/active-link/:token')
  @ApiOperation({ summary: '招待リンクの確認: 1 有効, 2 期限切れ, 3 登録済み, 4 許可なし' })
  async checkLink(@Param('token') token: string) {
    const result = await this.lawyers.checkLink(token);
    return ok(result, LINK_MESSAGES[result.status]);
  }

  @Post('signup/create')
  @ApiOperation({ summary: '司法書士アカウントの登録（招待リンクのトークン）' })
  async create(@Body() body: LawyerSignUpDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { lawyerId, session, position } = await this.lawyers.register(body, commandContext(request));
    await this.readStore.waitFor(position);
    return ok(signInAnswer(response, session, this.secureCookies, { lawyer: await this.lawyers.me(lawyerId) }), '登録が完了しました。');
  }

  @Post('login')
  @HttpCode(200)
  @JsonOnly()
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { subjectId, session } = await this.signIn.signIn('lawyer', body.email, body.password, clientAddress(request));
    return ok(signInAnswer(response, session, this.secureCookies, { lawyer: await this.lawyers.me(subjectId) }), 'ログインしました。');
  }

  @Get('me')
  @SignedIn('lawyer')
  @ApiBearerAuth()
  async me(@CurrentPrincipal() principal: Principal) {
    return ok(await this.lawyers.me(principal.subjectId));
  }

  @Get('logout')
  @SignedIn('lawyer')
  @FromSiteOrigin()
  @ApiBearerAuth()
  async logout(@CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) response: FastifyReply) {
    await this.passwords.signOut(principal);
    clearRefreshCookie(response, this.secureCookies);
    return ok(null, 'ログアウトしました。');
  }

  /** The same as GET: browsers send Origin on a POST, which the site's screens use. */
  @Post('logout')
  @HttpCode(200)
  @SignedIn('lawyer')
  @FromSiteOrigin()
  @ApiBearerAuth()
  logoutByPost(@CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) response: FastifyReply) {
    return this.logout(principal, response);
  }

  @Patch('update')
  @SignedIn('lawyer')
  @ApiBearerAuth()
  @ApiOperation({ summary: '司法書士自身のプロフィール更新' })
  async update(@Body() body: LawyerProfileDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const profile = {
      name: body.name,
      name_kana: body.name_kana ?? null,
      office_name: body.office_name,
      registration_number: body.registration_number ?? null,
      zipcode: body.zipcode ?? null,
      address: body.address ?? null,
      tel: body.tel ?? null,
    };
    return ok(await this.lawyers.update(principal.subjectId, profile, commandContext(request, principal)), 'プロフィールを更新しました。');
  }

  @Post('forgot/input')
  @HttpCode(200)
  async forgot(@Body() body: EmailDto, @Req() request: FastifyRequest) {
    await this.passwords.forgot('lawyer', body.email, commandContext(request));
    return ok(null, FORGOT_PASSWORD_MESSAGE);
  }

  @Post('password/reset')
  @HttpCode(200)
  async reset(@Body() body: PasswordResetDto, @Req() request: FastifyRequest) {
    const context = commandContext(request);
    const lawyerId = await this.passwords.reset('lawyer', body, context);
    await this.lawyers.recordPasswordReset(lawyerId, { ...context, actor: { id: lawyerId, role: 'lawyer' } });
    return ok(null, 'パスワードを再設定しました。新しいパスワードでログインしてください。');
  }

  @Get('info/list')
  @SignedIn('admin', 'lawyer')
  @ApiBearerAuth()
  @ApiOperation({ summary: '登録済みの司法書士の一覧' })
  async list(@CurrentPrincipal() principal: Principal) {
    return ok(await this.lawyers.list(principal.role));
  }
}
