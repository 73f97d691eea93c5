import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

/** The contact form; each value is checked by the contact decider, which names every wrong field. */
export class ContactCreateDto {
  @ApiProperty({ type: String, description: 'お名前（50文字以内）', example: '山田 花子' }) @Allow() name?: unknown;
  @ApiProperty({ type: String, description: '返信先のメールアドレス', example: 'hanako@example.jp' }) @Allow() email?: unknown;
  @ApiProperty({ type: 'integer', description: 'お問い合わせの種類の id（GET /api/contact-category/list）', example: 1 }) @Allow() category_id?: unknown;
  @ApiProperty({ type: String, description: 'お問い合わせ内容（3,000文字以内）' }) @Allow() @MultilineText() message?: unknown;
  @ApiPropertyOptional({ type: String, description: '空欄のまま送る項目（画面には表示しません）' }) @Allow() website?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Turnstile の応答トークン（設定時のみ必須。設定は GET /api/signup/bot-check）' }) @Allow() bot_token?: unknown;
}

export class ContactFilterDto {
  @ApiPropertyOptional({ type: 'integer', enum: [0, 1, 2], description: '対応状況: 0 未対応, 1 対応中, 2 完了' }) @Allow() status?: unknown;
  @ApiPropertyOptional({ type: 'integer', description: 'お問い合わせの種類の id' }) @Allow() category_id?: unknown;
  @ApiPropertyOptional({ type: String, format: 'date', description: '受付日の開始（YYYY-MM-DD、日本時間、含む）' }) @Allow() date_from?: unknown;
  @ApiPropertyOptional({ type: String, format: 'date', description: '受付日の終了（YYYY-MM-DD、日本時間、含む）' }) @Allow() date_to?: unknown;
  @ApiPropertyOptional({ type: String, description: 'お名前・メールアドレス・内容から探す語' }) @Allow() keyword?: unknown;
}

export class ContactUpdateDto {
  @ApiProperty({ type: 'integer', enum: [0, 1, 2], description: '対応状況: 0 未対応, 1 対応中, 2 完了' }) @Allow() status?: unknown;
}

export class ContactReplyDto {
  @ApiProperty({ type: String, description: '件名（100文字以内。【いえとち直売所】が前に付きます）' }) @Allow() subject?: unknown;
  @ApiProperty({ type: String, description: '返信の本文（5,000文字以内）' }) @Allow() @MultilineText() text?: unknown;
}
