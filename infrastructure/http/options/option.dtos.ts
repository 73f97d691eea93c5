import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

/** What an admin changes of a paid service; fields left out keep their value. */
export class ServiceOptionUpdateDto {
  @ApiPropertyOptional({ type: String, description: 'サービス名（50文字以内）' }) @Allow() name?: unknown;
  @ApiPropertyOptional({ type: String, description: '説明（2,000文字以内）' }) @Allow() @MultilineText() description?: unknown;
  @ApiPropertyOptional({ type: 'integer', description: '料金（円・税込）', example: 33000 }) @Allow() price?: unknown;
  @ApiPropertyOptional({ type: Boolean, description: '売主に提供する' }) @Allow() active?: unknown;
}
