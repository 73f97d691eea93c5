import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAccountsService } from '../../../application/accounts/admin-accounts.service';
import type { Principal } from '../../../application/accounts/account-role';
import { IdentificationService } from '../../../application/accounts/identification.service';
import { ImpersonationService } from '../../../application/accounts/impersonation.service';
import { MemberProfileService } from '../../../application/accounts/member-profile.service';
import { MemberSessionService } from '../../../application/accounts/member-session.service';
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
import { ImpersonateDto, LoginDto, MemberListFilterDto, ProfileDto, RejectIdentificationDto } from './account.dtos';

@ApiTags('admin')
@Controller('api/admin')
export class AdminUsersController {
  private readonly secureCookies: boolean;

  constructor(
    @Inject(AppConfigToken) config: AppConfig,
    private readonly admins: AdminAccountsService,
    private readonly signIn: PasswordSignIn,
    private readonly passwords: MemberSessionService,
    private readonly profiles: MemberProfileService,
    private readonly identification: IdentificationService,
    private readonly readStore: ReadStore,
    private readonly impersonation: ImpersonationService,
  ) {
    this.secureCookies = config.nodeEnv === 'production';
  }

  @Post('login')
  @HttpCode(200)
  @JsonOnly()
  @ApiOperation({ summary: '管理者ログイン（アクセストークンは1時間有効）' })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const { subjectId, session } = await this.signIn.signIn('admin', body.email, body.password, clientAddress(request));
    return ok(signInAnswer(response, session, this.secureCookies, { admin: await this.admins.me(subjectId) }), 'ログインしました。');
  }

  @Get('me')
  @SignedIn('admin')
  @ApiBearerAuth()
  async me(@CurrentPrincipal() principal: Principal) {
    return ok(await this.admins.me(principal.subjectId));
  }

  @Get('logout')
  @SignedIn('admin')
  @FromSiteOrigin()
  @ApiBearerAuth()
  @ApiOperation({ summary: '管理者ログアウト（代理ログイン中の会員セッションも終了する。Origin ヘッダーが必要）' })
  async logout(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    await this.impersonation.endForAdminSignOut(principal, commandContext(request, principal));
    await this.passwords.signOut(principal);
    clearRefreshCookie(response, this.secureCookies);
    return ok(null, 'ログアウトしました。');
  }

  /** The same as GET: browsers send Origin on a POST, which the site's screens use. */
  @Post('logout')
  @HttpCode(200)
  @SignedIn('admin')
  @FromSiteOrigin()
  @ApiBearerAuth()
  @ApiOperation({ summary: '管理者ログアウト（画面からはこちら）' })
  logoutByPost(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    return this.logout(principal, request, response);
  }

  @Post('user/list/:perPage')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '会員一覧（氏名・ニックネーム・メール・種別・本人確認・都道府県で絞り込み）' })
  async list(@Param('perPage') perPage: string, @Query('page') page: string | undefined, @Body() filter: MemberListFilterDto) {
    const { perPage: _ignored, ...criteria } = filter;
    return ok(await this.admins.listMembers(criteria, Number(page) || 1, Number(perPage) || 20));
  }

  @Get('user-info/:id')
  @SignedIn('admin')
  @ApiBearerAuth()
  async info(@Param('id') id: string) {
    return ok(await this.admins.memberDetail(id));
  }

  @Get('user/:id/history')
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '会員の操作履歴（いつ・誰が・誰の代理で）' })
  async history(@Param('id') id: string) {
    return ok(await this.admins.history(id));
  }

  @Get('user/:id/identification/:documentId')
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '本人確認書類のファイル' })
  async document(@Param('id') id: string, @Param('documentId') documentId: string, @Res({ passthrough: true }) response: FastifyReply) {
    const document = await this.identification.document(id, documentId);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(document.bytes, {
      type: document.content_type,
      disposition: `inline; filename="identification-${documentId}"`,
      length: document.bytes.length,
    });
  }

  @Patch('user/update-basic/:id')
  @SignedIn('admin')
  @ApiBearerAuth()
  async update(@Param('id') id: string, @Body() body: ProfileDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return ok(await this.profiles.update(id, body, commandContext(request, principal)), '会員情報を更新しました。');
  }

  @Patch('user/identification/confirm/:id')
  @SignedIn('admin')
  @ApiBearerAuth()
  async confirm(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    await this.readStore.waitFor((await this.identification.verify(id, commandContext(request, principal))).position);
    return ok({ identification_verify_status: 3 }, '本人確認を承認しました。');
  }

  @Patch('reject/identification/:userId')
  @SignedIn('admin')
  @ApiBearerAuth()
  async reject(@Param('userId') userId: string, @Body() body: RejectIdentificationDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    await this.readStore.waitFor((await this.identification.reject(userId, body.reason, commandContext(request, principal))).position);
    return ok({ identification_verify_status: 4 }, '本人確認を差し戻しました。');
  }

  @Post('minashi-login')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '代理ログイン: 管理者が会員として操作する（トークンに両方の身元が入る。管理者のセッションに従属し、最長1時間）' })
  async impersonate(
    @Body() body: ImpersonateDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const session = await this.impersonation.start(principal, body.user_id, commandContext(request, principal));
    const admin = await this.admins.me(principal.subjectId);
    const user = await this.profiles.me(body.user_id, { id: admin.id, name: admin.name });
    // The member session has no refresh token, so the admin's refresh cookie stays as it is.
    return ok(signInAnswer(response, session, this.secureCookies, { user, expires_at: session.refresh_expires_at }));
  }
}
