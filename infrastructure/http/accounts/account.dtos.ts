import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';
import { HalfWidth, HalfWidthDigits } from '../shared/half-width.decorators';

/**
 * Request bodies of the account endpoints. These check shapes only (a string is a string, no
 * unknown field); the domain rules check meaning and answer per field in Japanese.
 */
const STRING = { message: '文字列で入力してください。' };
const BOOLEAN = { message: 'はい・いいえで指定してください。' };
const INTEGER = { message: '整数で指定してください。' };
const long = (max: number) => ({ message: `${max}文字以内で入力してください。` });

export class EmailDto {
  @ApiProperty({ description: '半角英数字・記号' }) @IsString(STRING) @MaxLength(254, long(254)) @HalfWidth('メールアドレス', { trim: true }) email!: string;
}

export class SignUpCheckEmailDto extends EmailDto {
  @ApiPropertyOptional({ description: 'Turnstile の応答トークン（設定時のみ必須）' })
  @IsOptional()
  @IsString(STRING)
  @MaxLength(4096, long(4096))
  bot_token?: string;
}

export class LoginDto extends EmailDto {
  @ApiProperty() @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('パスワード') password!: string;
}

class NewPasswordDto {
  @ApiProperty({ description: '半角英数字・記号' }) @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('パスワード') password!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('パスワード（確認）') password_confirmation!: string;
}

export class SignUpCreateDto extends NewPasswordDto {
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) token!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) nickname!: string;
  @ApiProperty() @IsBoolean(BOOLEAN) is_interested_buyer!: boolean;
  @ApiProperty() @IsBoolean(BOOLEAN) is_interested_seller!: boolean;
}

export class PasswordChangeDto extends NewPasswordDto {
  @ApiProperty() @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('現在のパスワード') current_password!: string;
}

export class PasswordResetDto extends NewPasswordDto {
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) token!: string;
}

export class TokenDto {
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) token!: string;
}

export class EmailChangeDto extends EmailDto {
  @ApiProperty({ description: '現在のパスワード' }) @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('パスワード') password!: string;
}

export class WithdrawDto {
  @ApiProperty() @IsString(STRING) @MaxLength(1024, long(1024)) @HalfWidth('パスワード') password!: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(2000, long(2000)) @MultilineText() reason?: string | null;
}

export class ProfileDto {
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) nickname!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name_last!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name_first!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name_last_kana!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name_first_kana!: string;
  @ApiProperty({ example: '1000001' }) @IsString(STRING) @MaxLength(20, long(20)) @HalfWidthDigits() zipcode!: string;
  @ApiProperty() @IsOptional() @Type(() => Number) @IsInt(INTEGER) prefecture_id!: number | null;
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) city!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) block!: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(200, long(200)) building_name?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt(INTEGER) sex_id?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsInt(INTEGER) birth_year?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(200, long(200)) company_name?: string | null;
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray({ message: '一覧で指定してください。' })
  @ArrayMaxSize(50, { message: '50件以内で指定してください。' })
  @IsInt({ each: true, ...INTEGER })
  hobby_ids?: number[];
  @ApiProperty({ enum: [1, 2] }) @IsIn([1, 2], { message: '会員種別は個人または法人を選択してください。' }) class!: number;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(40, long(40)) corporate_number?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(60, long(60)) homebuilder_number?: string | null;
  @ApiPropertyOptional({ example: '03-1234-5678' }) @IsOptional() @IsString(STRING) @MaxLength(30, long(30)) @HalfWidthDigits() tel_home?: string | null;
  @ApiPropertyOptional({ example: '090-1234-5678' }) @IsOptional() @IsString(STRING) @MaxLength(30, long(30)) @HalfWidthDigits() tel_mobile?: string | null;
}

export class RejectIdentificationDto {
  @ApiProperty() @IsString(STRING) @MaxLength(2000, long(2000)) @MultilineText() reason!: string;
}

export class ImpersonateDto {
  @ApiProperty() @IsString(STRING) @MaxLength(64, long(64)) user_id!: string;
}

export class MemberListFilterDto {
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(100, long(100)) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(100, long(100)) nickname?: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(254, long(254)) email?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsIn([1, 2], { message: '会員種別は1か2で指定してください。' }) class?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2, 3, 4], { message: '本人確認の状態は1から4で指定してください。' })
  identification_verify_status?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt(INTEGER) prefecture_id?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt(INTEGER) perPage?: number;
}

export class LawyerSignUpDto extends NewPasswordDto {
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) token!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name!: string;
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) office_name!: string;
}

export class LawyerProfileDto {
  @ApiProperty() @IsString(STRING) @MaxLength(100, long(100)) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(100, long(100)) name_kana!: string | null;
  @ApiProperty() @IsString(STRING) @MaxLength(200, long(200)) office_name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(60, long(60)) registration_number!: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(20, long(20)) @HalfWidthDigits() zipcode!: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(400, long(400)) address!: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString(STRING) @MaxLength(30, long(30)) @HalfWidthDigits() tel!: string | null;
}
