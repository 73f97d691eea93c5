import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ADMIN_PROPERTY_SORTS } from '../../../application/properties/admin-property-list.port';
import { MAX_DELETE_IDS } from '../../../application/properties/admin-listings.service';
import { PROPERTY_STATUS_KEYS, PROPERTY_STATUSES } from '../../../domain/properties/property.events';
import { PropertyEditDto } from './property.dtos';

const STATUS_IDS = PROPERTY_STATUS_KEYS.map((status) => PROPERTY_STATUSES[status].id);
const STATUS_DESCRIPTION = PROPERTY_STATUS_KEYS.map((status) => `${PROPERTY_STATUSES[status].id} ${PROPERTY_STATUSES[status].name}`).join(', ');
const STATUS_MESSAGE = `物件の状態は${STATUS_IDS.join('・')}のいずれかで指定してください。`;

export class AdminPropertyListDto {
  @ApiPropertyOptional({ description: '物件名（部分一致）' })
  @IsOptional()
  @IsString({ message: '物件名は文字列で入力してください。' })
  @MaxLength(100, { message: '物件名は100文字以内で入力してください。' })
  name?: string;

  @ApiPropertyOptional({ description: '所有者のニックネーム（部分一致）または会員 id' })
  @IsOptional()
  @IsString({ message: '所有者は文字列で入力してください。' })
  @MaxLength(100, { message: '所有者は100文字以内で入力してください。' })
  owner?: string;

  @ApiPropertyOptional({ enum: STATUS_IDS, description: `${STATUS_DESCRIPTION}。削除済みの物件は 7 を指定したときだけ` })
  @IsOptional()
  @Type(() => Number)
  @IsIn(STATUS_IDS, { message: STATUS_MESSAGE })
  status_id?: number;

  @ApiPropertyOptional({ description: '都道府県（1-47）' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '都道府県は1から47の番号で指定してください。' })
  prefecture_id?: number;

  @ApiPropertyOptional({ description: '価格の下限（円）' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '価格の下限は整数（円）で入力してください。' })
  @Min(0, { message: '価格の下限は0円以上で入力してください。' })
  min_price?: number;

  @ApiPropertyOptional({ description: '価格の上限（円）。価格が不明の物件は含みません' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '価格の上限は整数（円）で入力してください。' })
  @Min(0, { message: '価格の上限は0円以上で入力してください。' })
  max_price?: number;

  @ApiPropertyOptional({ enum: ADMIN_PROPERTY_SORTS, description: '並び順（既定は更新の新しい順）' })
  @IsOptional()
  @IsIn(ADMIN_PROPERTY_SORTS, { message: `並び順は${ADMIN_PROPERTY_SORTS.join('・')}のいずれかで指定してください。` })
  sort?: (typeof ADMIN_PROPERTY_SORTS)[number];
}

/** The member's edit fields, and the status the admin sets with them. */
export class AdminPropertyUpdateDto extends PropertyEditDto {
  @ApiPropertyOptional({ enum: STATUS_IDS, description: `物件の状態（${STATUS_DESCRIPTION}）。項目を保存してから変わります` })
  @IsOptional()
  @IsIn(STATUS_IDS, { message: STATUS_MESSAGE })
  status_id?: number;
}

export class AdminPropertyDeleteDto {
  @ApiPropertyOptional({ description: '削除する物件の id（1件）' })
  @IsOptional()
  @IsString({ message: '物件の id は文字列で指定してください。' })
  @MaxLength(64, { message: '物件の id が長すぎます。' })
  id?: string;

  @ApiPropertyOptional({ type: [String], description: `削除する物件の id（複数、${MAX_DELETE_IDS}件まで）` })
  @IsOptional()
  @IsArray({ message: '物件の id は一覧で指定してください。' })
  @ArrayMaxSize(MAX_DELETE_IDS, { message: `一度に削除できる物件は${MAX_DELETE_IDS}件までです。` })
  @IsString({ each: true, message: '物件の id は文字列で指定してください。' })
  @MaxLength(64, { each: true, message: '物件の id が長すぎます。' })
  ids?: string[];
}
