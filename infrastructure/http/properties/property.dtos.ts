import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';
import { HalfWidthDigits, NumberFromText } from '../shared/half-width.decorators';
import { MAX_YES_NO_ANSWERS, PROPERTY_FIELD_LABELS } from '../../../domain/properties/property-fields.rules';
import { MAX_PROPERTY_PHOTOS } from '../../../domain/properties/property-photos.rules';
import { ERAS, PROPERTY_STATUS_KEYS, PROPERTY_STATUSES, type PropertyFieldName } from '../../../domain/properties/property.events';

/**
 * Request bodies of the listing endpoints. They check shapes only and name the field in each
 * message; the domain rules check meaning. Anything not declared here (owner, status,
 * verification, the amount after fees) is refused as an unknown field. Lengths are the domain's
 * to check, so a wrong type gets one message, not two; the body size limit bounds the rest.
 */
const label = (field: PropertyFieldName) => PROPERTY_FIELD_LABELS[field];

function Text(field: PropertyFieldName, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description: description ?? label(field) }),
    IsOptional(),
    IsString({ message: `${label(field)}は文字列で入力してください。` }),
  );
}

/** A text field the edit form shows as a text area: it may hold line breaks. */
function LongText(field: PropertyFieldName) {
  return applyDecorators(Text(field), MultilineText());
}

/** A number; one typed as text with full-width digits or thousands commas is read as that number. */
function Num(field: PropertyFieldName, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, description: description ?? label(field) }),
    IsOptional(),
    NumberFromText(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label(field)}は数値で入力してください。` }),
  );
}

function Flag(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, nullable: true, description }),
    IsOptional(),
    IsBoolean({ message: `${description}は true か false で指定してください。` }),
  );
}

export class YesNoAnswerDto {
  @ApiProperty({ description: 'Yes/Noチャートの質問番号' })
  @IsInt({ message: 'Yes/Noチャートの質問番号は整数で指定してください。' })
  y_n_chart_id!: number;

  @ApiPropertyOptional({ enum: [1, 0], nullable: true, description: '1 はい, 0 いいえ, null 未回答' })
  @IsOptional()
  @IsIn([0, 1], { message: 'Yes/Noチャートの回答は「はい」か「いいえ」で選んでください。' })
  value!: 0 | 1 | null;
}

/** Any fields of any edit group: absent is unchanged, null clears. */
export class PropertyEditDto {
  // basic
  @Text('name') name?: string | null;
  @Text('zipcode1', '郵便番号（前半3桁、例 100）') @HalfWidthDigits() zipcode1?: string | null;
  @Text('zipcode2', '郵便番号（後半4桁、例 0001）') @HalfWidthDigits() zipcode2?: string | null;
  @Num('prefecture_id', '都道府県（1-47）') prefecture_id?: number | null;
  @Text('city') city?: string | null;
  @Text('block') block?: string | null;
  @Text('address') address?: string | null;
  @Num('area', '土地面積（㎡）') area?: number | null;
  @Num('ground_id', '地目（マスターの id）') ground_id?: number | null;
  // detail
  @Flag('建物の有無') is_building?: boolean | null;
  @Text('floor_plan') floor_plan?: string | null;
  @ApiPropertyOptional({ enum: Object.keys(ERAS), nullable: true, description: '建築年の元号' })
  @IsOptional()
  @IsString({ message: '建築年の元号は文字列で入力してください。' })
  era_name?: string | null;
  @Num('construction_year', '建築年（和暦の年）') construction_year?: number | null;
  @Flag('建築年が不明') construction_year_unknown?: boolean | null;
  @Num('boundary_id') boundary_id?: number | null;
  @Num('road_id_1') road_id_1?: number | null;
  @Num('road_id_2') road_id_2?: number | null;
  @Num('road_id_3') road_id_3?: number | null;
  @Num('road_id_4') road_id_4?: number | null;
  @Num('property_tax_price', '固定資産税額（円）') property_tax_price?: number | null;
  @Flag('固定資産税額が不明') property_tax_price_unknown?: boolean | null;
  @Num('valuation_price', '固定資産税評価額（円）') valuation_price?: number | null;
  @Flag('固定資産税評価額が不明') valuation_price_unknown?: boolean | null;
  @Num('management_price', '管理費（円）') management_price?: number | null;
  @Flag('管理費が不明') management_price_unknown?: boolean | null;
  @Num('incidental_cost', '諸費用（円、-1 で不明）') incidental_cost?: number | null;
  @Flag('諸費用が不明') incidental_cost_unknown?: boolean | null;
  @Num('tree_id') tree_id?: number | null;
  @Num('river_id') river_id?: number | null;
  @Num('neighbors_id') neighbors_id?: number | null;
  @LongText('neighbors_text') neighbors_text?: string | null;
  @Flag('売却サポートサービスの利用') sale_support_service?: boolean | null;
  @LongText('access') access?: string | null;
  // features
  @Num('sale_price', '希望売却価格（円、-1 で不明）') sale_price?: number | null;
  @Num('register_cost', '登記費用（円）') register_cost?: number | null;
  @Num('revenue_stamp_fee', '収入印紙代（円）') revenue_stamp_fee?: number | null;
  @Text('categories', 'カテゴリー（番号のカンマ区切り、例 1,4,7）') categories?: string | null;
  @LongText('detail_1') detail_1?: string | null;
  @LongText('detail_2') detail_2?: string | null;
  @LongText('detail_3') detail_3?: string | null;
  @LongText('detail_4') detail_4?: string | null;
  @LongText('detail_5') detail_5?: string | null;
  @Text('youtube_url', '動画URL（YouTube）') youtube_url?: string | null;
  // progress and chart
  @Num('registration_step', '登録ステップ（1-5）') registration_step?: number | null;
  @ApiPropertyOptional({ type: [YesNoAnswerDto], nullable: true, description: 'Yes/Noチャートの回答（送ると全問を置き換えます）' })
  @IsOptional()
  @IsArray({ message: 'Yes/Noチャートの回答は一覧で指定してください。' })
  @ArrayMaxSize(MAX_YES_NO_ANSWERS, { message: `Yes/Noチャートの回答は${MAX_YES_NO_ANSWERS}問までです。` })
  @ValidateNested({ each: true })
  @Type(() => YesNoAnswerDto)
  yes_no_charts?: YesNoAnswerDto[] | null;
}

const STATUS_IDS = PROPERTY_STATUS_KEYS.map((status) => PROPERTY_STATUSES[status].id);

export class UpdatePropertyStatusDto {
  @ApiProperty({
    enum: STATUS_IDS,
    description: PROPERTY_STATUS_KEYS.map((status) => `${PROPERTY_STATUSES[status].id} ${PROPERTY_STATUSES[status].name}`).join(', '),
  })
  @IsIn(STATUS_IDS, { message: `物件の状態は${STATUS_IDS.join('・')}のいずれかで指定してください。` })
  status_id!: number;

  @ApiPropertyOptional({ description: '物件の id。省略すると、自分がいちばん最近編集した下書き' })
  @IsOptional()
  @IsString({ message: '物件の id は文字列で指定してください。' })
  @MaxLength(64, { message: '物件の id が長すぎます。' })
  property_id?: string;
}

export class PropertyPhotoOrderDto {
  @ApiProperty({ type: [String], description: '物件の写真の id をすべて、表示する順に（先頭がメイン写真）' })
  @IsArray({ message: '並び順は写真の id の一覧で指定してください。' })
  @ArrayMaxSize(MAX_PROPERTY_PHOTOS, { message: `並び順に指定できる写真は${MAX_PROPERTY_PHOTOS}枚までです。` })
  @IsString({ each: true, message: '並び順の写真の id は文字列で指定してください。' })
  image_ids!: string[];
}
