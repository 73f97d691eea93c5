import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

/** The news form; every value is checked by the news decider, which names each wrong field. */
export class NewsItemDto {
  @ApiProperty({ type: String, description: 'タイトル（100文字以内）', example: '年末年始の営業について' }) @Allow() title?: unknown;
  @ApiProperty({ type: String, description: '本文（プレーンテキスト、10,000文字以内。改行はそのまま表示されます）' }) @Allow() @MultilineText() body?: unknown;
  @ApiProperty({ type: 'integer', description: 'カテゴリの id（GET /api/notification-category/list）', example: 1 }) @Allow() category_id?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: '公開されたら、お知らせのメールを許可している会員にメールで送る（1件につき1回）' }) @Allow() notify_by_mail?: unknown;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: '公開日時（オフセットつき ISO 8601）。作成時に省略すると下書き、編集時に省略すると変えません', example: '2026-12-01T09:00:00+09:00' })
  @Allow()
  publish_at?: unknown;
}

export class PublishNewsDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: '公開日時。省略で今すぐ' }) @Allow() publish_at?: unknown;
}

export class AdminNewsFilterDto {
  @ApiPropertyOptional({ type: String, enum: ['draft', 'scheduled', 'published', 'unpublished'], description: '下書き・公開予約・公開中・非公開' }) @Allow() state?: unknown;
  @ApiPropertyOptional({ type: String, description: 'タイトルと本文から探す語' }) @Allow() keyword?: unknown;
}

export class DeleteNewsDto {
  @ApiProperty({ type: String, description: '削除するお知らせの id' }) @Allow() id?: unknown;
}
