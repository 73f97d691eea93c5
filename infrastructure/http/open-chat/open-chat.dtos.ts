import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

export class CreateOpenChatPostDto {
  @ApiProperty({ description: '質問する（回答する）物件の id' })
  @IsString({ message: '物件の id は文字列で指定してください。' })
  @IsUUID('all', { message: '物件の id が正しくありません。' })
  property_id!: string;

  @ApiProperty({ description: '質問または回答（1,000文字まで、プレーンテキスト）' })
  @IsString({ message: 'メッセージは文字列で指定してください。' })
  // The limit in characters is the domain's; this only keeps an absurd body from being read further.
  @MaxLength(10_000, { message: 'メッセージは1,000文字以内で入力してください。' })
  @MultilineText()
  message!: string;

  @ApiPropertyOptional({ description: '売主が回答するときの質問の id。省略すると質問の投稿です', nullable: true })
  @IsOptional()
  @IsString({ message: '質問の id は文字列で指定してください。' })
  @IsUUID('all', { message: '質問の id が正しくありません。' })
  question_id?: string | null;
}

export class HandleOpenChatQuestionDto {
  @ApiProperty({ description: '対応済みにする質問の id' })
  @IsString({ message: '質問の id は文字列で指定してください。' })
  @IsUUID('all', { message: '質問の id が正しくありません。' })
  question_id!: string;

  @ApiPropertyOptional({ description: 'true で対応済み、false で未対応に戻します。省略すると true' })
  @IsOptional()
  @IsBoolean({ message: '対応済みかどうかは true か false で指定してください。' })
  handled?: boolean;
}
