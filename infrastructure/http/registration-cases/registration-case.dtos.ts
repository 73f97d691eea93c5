import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { RegistrationDocumentKind } from '../../../domain/registration-cases/registration-case.events';

export class CaseReasonDto {
  @ApiProperty({ description: '理由（当事者に知らされます）', maxLength: 500 })
  @IsString({ message: '理由は文字列で入力してください。' })
  @MinLength(1, { message: '理由を入力してください。' })
  @MaxLength(500, { message: '理由は500文字以内で入力してください。' })
  reason!: string;
}

export class RegistrationDocumentDto {
  @ApiProperty({
    description: 'application 登記申請書 / cause_certificate 登記原因証明情報 / farmland_permission 農地法の許可書（届出受理通知書）',
    enum: ['application', 'cause_certificate', 'farmland_permission'],
  })
  @IsIn(['application', 'cause_certificate', 'farmland_permission'], { message: '書類の種類は application・cause_certificate・farmland_permission のいずれかで指定してください。' })
  kind!: RegistrationDocumentKind;

  @ApiPropertyOptional({ description: '許可番号・受付番号など、書類を特定する番号', maxLength: 100, nullable: true })
  @IsOptional()
  @IsString({ message: '書類の番号は文字列で入力してください。' })
  @MaxLength(100, { message: '書類の番号は100文字以内で入力してください。' })
  reference?: string | null;
}
