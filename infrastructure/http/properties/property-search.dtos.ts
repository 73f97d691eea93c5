import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import type { PropertySort } from '../../../application/properties/property-search.port';
import { readYenAmount } from '../../../domain/shared/yen-amount.rule';

const SORTS: readonly PropertySort[] = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];

/** `"1,200,000"`, `"１２００"` and `1200` alike; an empty value is no bound. */
function numberOrNothing({ value }: { value: unknown }): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const cleaned = value.normalize('NFKC').replace(/[,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** `"500万"`, `"1.5億"`, `"5千万円"` as well as `"1,200,000"`; what cannot be read stays as typed, to be refused. */
function yenOrNothing({ value }: { value: unknown }): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return readYenAmount(value) ?? value;
}

/** A number within bounds, with one message naming what is wrong with it. */
function NumberWithin(label: string, min: number, max: number, whole: boolean, unreadable = `${label}は数字で入力してください。`, read = numberOrNothing) {
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && (!whole || Number.isInteger(value));
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, description: label }),
    IsOptional(),
    Transform(read),
    ValidateBy({
      name: 'numberWithin',
      validator: {
        validate: (value: unknown) => isNumber(value) && value >= min && value <= max,
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          if (!isNumber(value)) return unreadable;
          if (value < min) return `${label}は${min}以上で入力してください。`;
          return `${label}は${max.toLocaleString('ja-JP')}以下で入力してください。`;
        },
      },
    }),
  );
}

const WholeNumber = (label: string, min: number, max: number) => NumberWithin(label, min, max, true);
const Decimal = (label: string) => NumberWithin(label, 0, 1_000_000_000, false);
/** A price in yen, typed as people write prices (`500万`, `1.5億`); a value that cannot be read is refused, never ignored. */
const Yen = (label: string) =>
  NumberWithin(label, 0, 100_000_000_000, true, `${label}を読み取れませんでした。「500万」「1,200万円」のように入力してください。`, yenOrNothing);

/** `POST /api/property/search`: every condition optional; thousands commas are stripped, prices may be `500万`. */
export class PropertySearchDto {
  @ApiPropertyOptional({ description: 'キーワード（物件名・所在地・説明文。空白で区切ると、すべてを含む物件）' })
  @IsOptional()
  @IsString({ message: 'キーワードは文字列で入力してください。' })
  @MaxLength(100, { message: 'キーワードは100文字以内で入力してください。' })
  key_word?: string | null;

  @WholeNumber('エリア', 1, 8) area_id?: number | null;
  @WholeNumber('都道府県', 1, 47) prefecture_id?: number | null;

  @ApiPropertyOptional({ description: '市区町村' })
  @IsOptional()
  @IsString({ message: '市区町村は文字列で入力してください。' })
  @MaxLength(100, { message: '市区町村は100文字以内で入力してください。' })
  city?: string | null;

  @Yen('価格の下限') min_price?: number | null;
  @Yen('価格の上限') max_price?: number | null;
  @Decimal('土地面積の下限') min_landarea?: number | null;
  @Decimal('土地面積の上限') max_landarea?: number | null;
  @WholeNumber('地目', 1, 2_147_483_647) ground_id?: number | null;
  @WholeNumber('ハッシュタグ', 1, 2_147_483_647) hashtag_id?: number | null;

  @ApiPropertyOptional({ enum: [0, 1], description: '1 建物あり, 0 土地のみ' })
  @IsOptional()
  @Transform(numberOrNothing)
  @IsIn([0, 1], { message: '建物の有無は0か1で指定してください。' })
  is_building?: 0 | 1 | null;

  @ApiPropertyOptional({ enum: SORTS, description: '並び順（既定は新着順）' })
  @IsOptional()
  @IsIn(SORTS, { message: '並び順が正しくありません。' })
  sort?: PropertySort | null;
}
