import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GeoMasterPort, type Prefecture, type Region } from '../../../application/masters/geo-master.port';
import { ListMasterItemsQuery, type MasterItemView } from '../../../application/masters/list-master-items.query';
import { ok, type ApiResponse } from '../shared/api-response';
import { YES_NO_ANSWERS } from '../../../domain/masters/master-content.catalog';


@ApiTags('masters')
@Controller('api/master')
export class MastersController {
  constructor(
    private readonly geo: GeoMasterPort,
    private readonly queries: QueryBus,
  ) {}

  @Get('regions')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: '8つの地方と、それぞれに属する都道府県' })
  @ApiOkResponse({ description: '`data`: `[{ id, name, name_en, prefectures: [{ id, prefecture_id, name, name_en, area_id }] }]`' })
  regions(): ApiResponse<readonly Region[]> {
    return ok(this.geo.listRegions());
  }

  @Get('prefectures')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: '47都道府県と市区町村の一覧' })
  @ApiOkResponse({ description: '`data`: `[{ id, prefecture_id, name, prefectures_name, name_en, area_id, cities: [{ code, name }] }]`' })
  prefectures(): ApiResponse<Array<Prefecture & { cities: ReturnType<GeoMasterPort['listCities']> }>> {
    return ok(this.geo.listPrefectures().map((prefecture) => ({ ...prefecture, cities: this.geo.listCities(prefecture.id) })));
  }

  @Get('grounds')
  @ApiOperation({ summary: '地目（物件の土地種別）の一覧' })
  async grounds(): Promise<ApiResponse<Array<{ id: number; name: string }>>> {
    const items = await this.list('land_category');
    return ok(items.map(({ id, name }) => ({ id, name })));
  }

  @Get('ground-list')
  @ApiOperation({ summary: '地目の一覧（管理用: 登録・更新日時つき）' })
  async groundList(): Promise<ApiResponse<MasterItemView[]>> {
    return ok(await this.list('land_category'));
  }

  @Get('yes-no-chart/list')
  @ApiOperation({ summary: '物件の「はい・いいえ」チャートの質問' })
  async yesNoChart(): Promise<
    ApiResponse<Array<{ id: number; question: string; note: string | null; answers: typeof YES_NO_ANSWERS }>>
  > {
    const items = await this.list('yes_no_question');
    return ok(items.map(({ id, name, note }) => ({ id, question: name, note, answers: YES_NO_ANSWERS })));
  }

  @Get('hobby/list')
  @ApiOperation({ summary: '趣味の一覧（image_no は表示用画像の番号）' })
  async hobbies(): Promise<ApiResponse<Array<{ id: number; name: string; image_no: number }>>> {
    const items = await this.list('hobby');
    return ok(items.map(({ id, name }, index) => ({ id, name, image_no: index + 1 })));
  }

  private list(kind: ListMasterItemsQuery['kind']): Promise<MasterItemView[]> {
    return this.queries.execute(new ListMasterItemsQuery(kind));
  }
}
