import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** The slide form, sent as multipart/form-data with its image (or as JSON when the image stays). */
export class SlideDto {
  @ApiProperty({ type: String, description: 'タイトル（100文字以内）' }) @Allow() title?: unknown;
  @ApiProperty({ type: String, description: '画像の説明（代替テキスト、200文字以内）' }) @Allow() alt?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'リンク先（http(s):// のURLか / で始まるサイト内のパス）' }) @Allow() link_url?: unknown;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: '掲載開始日時（省略で今から）' }) @Allow() starts_at?: unknown;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: '掲載終了日時（省略で終了なし）' }) @Allow() ends_at?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: '画像（JPEG・PNG・WebP、10MBまで）。作成では必須' }) @Allow() image?: unknown;
}

export class DeleteSlideDto {
  @ApiProperty({ type: String, description: '削除するスライドの id' }) @Allow() id?: unknown;
}

export class SlideOrderDto {
  @ApiProperty({ type: [String], description: 'すべてのスライドの id を表示する順に' }) @Allow() slide_ids?: unknown;
}
