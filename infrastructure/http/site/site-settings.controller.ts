import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { ok, type ApiResponse } from '../shared/api-response';

export interface SiteSettings {
  /** Phase 2 of the back office is open: its menus show and its calls answer. */
  phase2: boolean;
}

/** Settings of this installation that screens need to know; nothing secret. */
@ApiTags('site')
@Controller('api')
export class SiteSettingsController {
  constructor(@Inject(AppConfigToken) private readonly config: AppConfig) {}

  @Get('site-settings')
  @ApiOperation({ summary: 'この設置の画面向け設定（phase2: 管理画面の第2期メニューの有無）' })
  @ApiOkResponse({ description: '`data`: `{ phase2: boolean }`' })
  settings(): ApiResponse<SiteSettings> {
    return ok({ phase2: this.config.phase2 });
  }
}
