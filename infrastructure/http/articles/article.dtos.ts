import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

/** The column form; every value is checked by the article decider, which names each wrong field. */
export class ArticleDto {
  @ApiProperty({ type: String, description: 'タイトル（100文字以内）', example: '空き家を売る前に確かめたいこと' }) @Allow() title?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'スラッグ（半角英小文字・数字・ハイフン、64文字以内）。/info/articles/{slug} でも開けます。法人向けの案内は 1698', example: '1698' })
  @Allow()
  slug?: unknown;
  @ApiProperty({ type: String, description: '本文（Markdown、50,000文字以内）。表示では安全なHTMLに変換されます' }) @Allow() @MultilineText() body_markdown?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'カバー画像の id（POST /api/admin/content-image/upload の答え）' }) @Allow() cover_image_id?: unknown;
  @ApiPropertyOptional({ type: String, enum: ['general', 'corporate'], description: 'general: 一般（省略時）, corporate: 法人向け' }) @Allow() category?: unknown;
}

export class ArticlePreviewDto {
  @ApiProperty({ type: String, description: '表示を確かめる本文（Markdown）' }) @Allow() @MultilineText() body_markdown?: unknown;
}

export class AdminArticleFilterDto {
  @ApiPropertyOptional({ type: String, enum: ['draft', 'published'], description: '下書き・公開中' }) @Allow() status?: unknown;
  @ApiPropertyOptional({ type: String, description: 'タイトルと本文から探す語' }) @Allow() keyword?: unknown;
}

export class DeleteArticleDto {
  @ApiProperty({ type: String, description: '削除するコラムの id' }) @Allow() id?: unknown;
}
