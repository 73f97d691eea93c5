import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SideBarService, type SideBar } from '../../../application/side-bar/side-bar.service';
import { ok, type ApiResponse } from '../shared/api-response';

@ApiTags('masters')
@Controller('api')
export class SideBarController {
  constructor(private readonly sideBar: SideBarService) {}

  @Get('side-bar')
  @ApiOperation({ summary: '一覧・検索ページのサイドバー（地方・都道府県・地目ごとの掲載数、よく使われるハッシュタグ、最新のお知らせ）' })
  @ApiOkResponse({
    description:
      '`data`: `{ regions: [{ id, name, name_en, count, prefectures: [{ id, name, name_en, count }] }], grounds: [{ id, name, count }], hashtags: [{ id, name, count }], news: [{ id, title, publish_at }] }`',
  })
  async get(): Promise<ApiResponse<SideBar>> {
    return ok(await this.sideBar.sideBar());
  }
}
