import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';

export class MasterItemNameDto {
  @ApiProperty({ description: '名称（50文字以内、種類の中で重複なし）' })
  @IsOptional()
  @IsString({ message: '名称は文字列で入力してください。' })
  name?: string | null;
}

/** `{ id }`; clients of the land-category screen send `idDeleteCate` with it or in its place. */
export class DeleteLandCategoryDto {
  @ApiPropertyOptional({ type: 'integer', description: '削除する地目の id' }) @Allow() id?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'boolean' }, { type: 'integer' }], description: '画面が付けるフラグ。id の代わりに番号を送っても受け付けます' }) @Allow() idDeleteCate?: unknown;
}

/** `{ id }`; clients of the hashtag screen send `idDeleteHashtag` with it or in its place. */
export class DeleteHashtagDto {
  @ApiPropertyOptional({ type: 'integer', description: '削除するハッシュタグの id' }) @Allow() id?: unknown;
  @ApiPropertyOptional({ oneOf: [{ type: 'boolean' }, { type: 'integer' }], description: '画面が付けるフラグ。id の代わりに番号を送っても受け付けます' }) @Allow() idDeleteHashtag?: unknown;
}
