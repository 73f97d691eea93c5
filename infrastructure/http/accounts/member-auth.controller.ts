import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { LINK_MESSAGES, MemberSignUpService, SIGN_UP_MAIL_SENT_MESSAGE } from '../../../application/accounts/member-sign-up.service';
import { FORGOT_PASSWORD_MESSAGE, MemberSessionService } from '../../../application/accounts/member-session.service';
import { MemberSettingsService } from '../../../application/accounts/member-settings.service';
import { MemberProfileService } from '../../../application/accounts/member-profile.service';
import { PasswordSignIn } from '../../../application/accounts/password-sign-in';
import { SessionIssuer } from '../../../application/accounts/session-issuer.port';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import type { AppConfig } from '../../config/app-config';
import { AppConfigToken } from '../../app/app-config.token';
import { AdminAccountsService } from '../../../application/accounts/admin-accounts.service';
import { ImpersonationService } from '../../../application/accounts/impersonation.service';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { JsonOnly } from '../auth/json-only.guard';
import { FromSiteOrigin } from '../auth/site-origin.guard';
import { clearRefreshCookie, readRefreshCookie, signInAnswer } from '../auth/refresh-cookie';
import { clientAddress, commandContext, requireSelf } from '../auth/request-context';
import { ok } from '../shared/api-response';
import {
  EmailChangeDto,
  EmailDto,
  LoginDto,
  PasswordChangeDto,
  PasswordResetDto,
  SignUpCheckEmailDto,
  SignUpCreateDto,
  TokenDto,
  WithdrawDto,
} from './account.dtos';

/** What the sign-up form needs to show the bot-protection widget; the site key is public by design. */
type BotCheckSettings = { provider: 'turnstile'; site_key: string } | { provider: null };

@ApiTags('accounts')
@Controller('api')
export class MemberAuthController {
  private readonly secureCookies: boolean;
  private readonly botCheck: BotCheckSettings;

  constructor(
    @Inject(AppConfigToken) config: AppConfig,
    private readonly signUp: MemberSignUpService,
    private readonly signIn: PasswordSignIn,
    private readonly sessions: SessionIssuer,
    private readonly passwords: MemberSessionService,
    private readonly settings: MemberSettingsService,
    private readonly profiles: MemberProfileService,
    private readonly admins: AdminAccountsService,
    private readonly readStore: ReadStore,
    private readonly impersonation: ImpersonationService,
  ) {
    this.secureCookies = config.nodeEnv === 'production';
    this.botCheck = config.turnstile ? { provider: 'turnstile', site_key: config.turnstile.siteKey } : { provider: null };
  }

  @Get('signup/bot-check')
  @ApiOperation({ summary: '会員登録フォームのボット対策: 有効なら provider と公開サイトキー、無効なら provider は null' })
  botCheckSettings() {
    return ok(this.botCheck);
  }

  @Post('signup/check-email')
  @HttpCode(200)
  @ApiOperation({ summary: '会員登録リンクをメールで送る（登録済みかどうかは答えない）' })
  async checkEmail(@Body() body: SignUpCheckEmailDto, @Req() request: FastifyRequest) {
    await this.signUp.requestLink(body.email, body.bot_token, commandContext(request));
    return ok(null, SIGN_UP_MAIL_SENT_MESSAGE);
  }

  @Get('signup/check/active-link/:token')
  @ApiOperation({ summary: '会員登録リンクの確認: 1 有効, 2 期限切れ, 3 登録済み, 4 許可なし' })
  async checkLink(@Param('token') token: string) {
    const result = await this.signUp.checkLink(token);
    return ok(result, LINK_MESSAGES[result.status]);
  }

  @Post('signup/create')
  @ApiOperation({ summary: '会員登録（登録後はログイン状態になる）' })
  async create(@Body() body: SignUpCreateDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { userId, position, session } = await this.signUp.register(body, commandContext(request));
    await this.readStore.waitFor(position);
    const user = await this.profiles.me(userId, null);
    return ok(signInAnswer(response, session, this.secureCookies, { user }), '会員登録が完了しました。');
  }

  @Patch('signup/done/:id')
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: '会員登録の完了（ようこそメールを一度だけ送る）' })
  async done(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    requireSelf(principal, id);
    await this.readStore.waitFor(await this.signUp.complete(id, commandContext(request, principal)));
    return ok({ id });
  }

  @Post('login')
  @HttpCode(200)
  @JsonOnly()
  @ApiOperation({ summary: '会員ログイン（JSON のみ。フォーム送信は 415）' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { subjectId, session } = await this.signIn.signIn('member', body.email, body.password, clientAddress(request));
    const user = await this.profiles.me(subjectId, null);
    return ok(signInAnswer(response, session, this.secureCookies, { user }), 'ログインしました。');
  }

  @Post('token/refresh')
  @HttpCode(200)
  @FromSiteOrigin()
  @ApiOperation({
    summary: 'アクセストークンの更新（リフレッシュトークンは Cookie で送る。Origin ヘッダーが必要。使用から30秒を過ぎた使い回しはセッションを終了する）',
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const token = readRefreshCookie(request);
    const session = token ? await this.sessions.refresh(token) : null;
    if (!session) {
      clearRefreshCookie(response, this.secureCookies);
      throw DomainError.unauthenticated('auth.refresh_invalid', 'ログインの有効期限が切れました。もう一度ログインしてください。');
    }
    return ok(signInAnswer(response, session, this.secureCookies, {}));
  }

  @Get('me')
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ログイン中の会員' })
  async me(@CurrentPrincipal() principal: Principal) {
    const admin = principal.impersonatorId ? await this.admins.me(principal.impersonatorId) : null;
    return ok(await this.profiles.me(principal.subjectId, admin && { id: admin.id, name: admin.name }));
  }

  @Get('logout')
  @SignedIn('member')
  @FromSiteOrigin()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ログアウト（このセッションを終了する。代理ログイン中なら代理ログインだけを終了する。Origin ヘッダーが必要）' })
  async logout(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    if (principal.impersonatorId) {
      // The refresh cookie in this browser is the admin's own: it stays.
      await this.impersonation.endByAdmin(principal, commandContext(request, principal));
      return ok(null, '代理ログインを終了しました。');
    }
    await this.passwords.signOut(principal);
    clearRefreshCookie(response, this.secureCookies);
    return ok(null, 'ログアウトしました。');
  }

  /** The same as GET: browsers send Origin on a POST, which the site's screens use. */
  @Post('logout')
  @HttpCode(200)
  @SignedIn('member')
  @FromSiteOrigin()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ログアウト（画面からはこちら）' })
  logoutByPost(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    return this.logout(principal, request, response);
  }

  @Post('password/change')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'パスワード変更（ほかのセッションはすべて終了し、新しいトークンを返す）' })
  async changePassword(
    @Body() body: PasswordChangeDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const session = await this.passwords.changePassword(principal, body, commandContext(request, principal));
    return ok(signInAnswer(response, session, this.secureCookies, {}), 'パスワードを変更しました。');
  }

  @Post('forgot/input')
  @HttpCode(200)
  @ApiOperation({ summary: 'パスワード再設定の申し込み（常に成功と答える）' })
  async forgot(@Body() body: EmailDto, @Req() request: FastifyRequest) {
    await this.passwords.forgot('member', body.email, commandContext(request));
    return ok(null, FORGOT_PASSWORD_MESSAGE);
  }

  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'パスワード再設定（すべてのセッションを終了する）' })
  async reset(@Body() body: PasswordResetDto, @Req() request: FastifyRequest) {
    await this.passwords.reset('member', body, commandContext(request));
    return ok(null, 'パスワードを再設定しました。新しいパスワードでログインしてください。');
  }

  @Post('mail/reset')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'メールアドレス変更の申し込み（新しいアドレスに確認リンクを送る）' })
  async requestEmailChange(@Body() body: EmailChangeDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    await this.settings.requestEmailChange(principal, body, commandContext(request, principal));
    return ok(null, '新しいメールアドレスに確認のメールを送信しました。メールに記載のリンクを開くと変更が完了します。');
  }

  @Post('mail/input')
  @HttpCode(200)
  @ApiOperation({ summary: 'メールアドレス変更の確定（確認リンクのトークン）' })
  async confirmEmailChange(@Body() body: TokenDto, @Req() request: FastifyRequest) {
    const { email, position } = await this.settings.confirmEmailChange(body.token, commandContext(request));
    await this.readStore.waitFor(position);
    return ok({ email }, 'メールアドレスを変更しました。');
  }

  @Post('withdraw')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: '退会（個人情報と本人確認書類を削除し、すべてのセッションを終了する）' })
  async withdraw(
    @Body() body: WithdrawDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    await this.readStore.waitFor(await this.settings.withdraw(principal, body, commandContext(request, principal)));
    clearRefreshCookie(response, this.secureCookies);
    return ok(null, '退会手続きが完了しました。ご利用ありがとうございました。');
  }
}
