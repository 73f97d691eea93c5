import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MultilineText } from '../shared/multiline-text.decorator';

const DATE = '`YYYY-MM-DD`（両端を含む）。空欄または null はその側が開いた期間';

/** Fields shared by both calculators' periods; the values are checked by the fee-rate schedule. */
class FeeRatePeriodDto {
  @ApiPropertyOptional({ description: `開始日 ${DATE}`, example: '2029-04-01', nullable: true }) @Allow() from?: unknown;
  @ApiPropertyOptional({ description: `終了日 ${DATE}`, example: '2032-03-31', nullable: true }) @Allow() to?: unknown;
  @ApiProperty({ description: '法令の根拠（200文字以内）', example: '租税特別措置法 第72条 第1項' }) @Allow() @MultilineText() legal_basis?: unknown;
  @ApiPropertyOptional({ description: '確認済みか（既定 true）。false の間は計算結果に未確認と示されます' }) @Allow() confirmed?: unknown;
  @ApiPropertyOptional({ type: [String], description: '計算結果に添える補足（10件まで、1件500文字以内）' }) @Allow() @MultilineText() notes?: unknown;
}

export class StampDutyPeriodDto extends FeeRatePeriodDto {
  @ApiProperty({ enum: ['standard', 'reduced'], description: 'standard: 本則（0円から上限なしまで）、reduced: 軽減税率（軽減する区分だけ）' }) @Allow() kind?: unknown;
  @ApiProperty({
    description: '金額の区分 `[{ min, max, label, fee }]`（円。min・max を含む。max null は上限なし）。昇順で、各区分の min は前の区分の max + 1',
    example: [{ min: 100001, max: 500000, label: '10万円を超え50万円以下', fee: 200 }],
  })
  @Allow()
  brackets?: unknown;
}

export class RegistrationTaxPeriodDto extends FeeRatePeriodDto {
  @ApiProperty({ description: '規則の名前（50文字以内）', example: '土地の売買の軽減税率' }) @Allow() rule?: unknown;
  @ApiPropertyOptional({
    description: '適用条件 `{ kind?: land|building, cause?: sale|gift, buyer?: person|company, residential?: boolean }`。空は本則。条件が多いほど優先',
    example: { kind: 'land', cause: 'sale' },
  })
  @Allow()
  applies_to?: unknown;
  @ApiProperty({ description: '税率（‰、1以上1000以下の整数。15 は 1.5%）', example: 15 }) @Allow() per_mille?: unknown;
}

export class ConfirmFeeRatePeriodDto {
  @ApiPropertyOptional({ type: [String], description: '確認後も残す補足。省略すると補足はなくなります（未確認の理由の補足を消すため）' }) @Allow() @MultilineText() notes?: unknown;
}

export class WithdrawFeeRatePeriodDto {
  @ApiProperty({ description: '取り下げの理由（500文字以内）', example: '終了日の入力誤りのため' }) @Allow() @MultilineText() reason?: unknown;
}
