import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateContractDto {
  @ApiPropertyOptional({ description: '取引（スレッド）の id。送るときはパスの threadId と同じであること' })
  @IsOptional()
  @IsString({ message: 'スレッドの id は文字列で指定してください。' })
  @IsUUID('all', { message: 'スレッドの id が正しくありません。' })
  thread_id?: string;
}

export class PayManagementFeeDto {
  @ApiProperty({ description: '管理手数料を払う契約の取引（スレッド）の id' })
  @IsString({ message: 'スレッドの id は文字列で指定してください。' })
  @IsUUID('all', { message: 'スレッドの id が正しくありません。' })
  thread_id!: string;

  @ApiProperty({ description: '決済代行会社のカード入力フォームが発行したカードのトークン（カード番号は送りません）' })
  @IsString({ message: 'カードのトークンは文字列で指定してください。' })
  @MaxLength(200, { message: 'カードのトークンが長すぎます。' })
  card_token!: string;
}
