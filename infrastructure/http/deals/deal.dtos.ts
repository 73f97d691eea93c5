import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

export class OpenDealThreadDto {
  @ApiProperty({ description: '問い合わせる物件の id' })
  @IsString({ message: '物件の id は文字列で指定してください。' })
  @IsUUID('all', { message: '物件の id が正しくありません。' })
  property_id!: string;
}

export class DealThreadRefDto {
  @ApiProperty({ description: '取引（スレッド）の id' })
  @IsString({ message: 'スレッドの id は文字列で指定してください。' })
  @IsUUID('all', { message: 'スレッドの id が正しくありません。' })
  thread_id!: string;
}

/** JSON or multipart/form-data (with `file`): the numbers of a form arrive as text. */
export class PostDealMessageDto extends DealThreadRefDto {
  @ApiPropertyOptional({ description: 'メッセージ（2,000文字まで、プレーンテキスト）。ファイルを添付するときは省略できます' })
  @IsOptional()
  @IsString({ message: 'メッセージは文字列で指定してください。' })
  @MaxLength(20_000, { message: 'メッセージは2,000文字以内で入力してください。' })
  @MultilineText()
  message?: string;
}

export class ReadMarkDto extends DealThreadRefDto {
  @ApiPropertyOptional({ description: 'ここまで読んだメッセージの番号（seq）。省略すると最新まで' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'メッセージの番号は整数で指定してください。' })
  @Min(1, { message: 'メッセージの番号は1以上で指定してください。' })
  message_seq?: number;
}
