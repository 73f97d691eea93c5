import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CalculateRegistrationTaxQuery } from '../../../application/fees/calculate-registration-tax.query';
import { CalculateStampDutyQuery } from '../../../application/fees/calculate-stamp-duty.query';
import type { FeeBasis } from '../../../domain/fees/fee-basis';
import { FEE_RATES_KNOWN_FROM } from '../../../domain/fees/fee-date.rule';
import type { RegistrationTaxAnswer } from '../../../domain/fees/registration-tax.rule';
import type { StampDutyAnswer } from '../../../domain/fees/stamp-duty.rule';
import { ok, type ApiResponse } from '../shared/api-response';
import { readRegistrationFeeRequest, readStampFeeRequest, type RawQuery } from './fee-request';

const AMOUNT_PARAM = {
  name: 'v',
  description: '金額（円）。半角数字、3桁ごとのカンマ可（例: 12,345,678）。0 以上 9,007,199,254,740,991 以下の整数。',
  example: '30,000,000',
};
const DATE_QUERY = {
  name: 'date',
  required: false,
  schema: { type: 'string', format: 'date' },
  description: `基準日 YYYY-MM-DD（${FEE_RATES_KNOWN_FROM} 以降）。省略時は今日（日本時間）。`,
  example: '2026-05-01',
};
const FLAG = { required: false, enum: ['1', '0'] };
const BASIS =
  '`basis`: `{ rule, bracket: { min, max, label } | null, rate_percent | null, period: { from, to }, legal_basis, confirmed, notes: [] }`';
const BAD_INPUT =
  '入力内容に誤りがあります。確認してください: `errors` が項目ごとの理由（`v`, `date` など。知らない項目名も拒否）';

@ApiTags('fees')
@Controller('api')
export class FeesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('calculatorRevenueStampFee/:v')
  @ApiOperation({ summary: '不動産売買契約書の印紙税（契約金額から。軽減税率の期間中は軽減税率）' })
  @ApiParam({ ...AMOUNT_PARAM, description: `契約金額。0 は「契約金額の記載のないもの」（200円）。${AMOUNT_PARAM.description}` })
  @ApiQuery(DATE_QUERY)
  @ApiQuery({ ...FLAG, name: 'electronic', description: '1: 電子契約（印紙税はかからない）。既定 0。' })
  @ApiQuery({ ...FLAG, name: 'reduced', description: '0: 軽減税率の期間中でも本則で計算する。既定 1。' })
  @ApiOkResponse({ description: `\`data\`: \`{ fee, amount, date, electronic, reduced, basis }\`; ${BASIS}` })
  @ApiUnprocessableEntityResponse({ description: BAD_INPUT })
  async revenueStampFee(@Param('v') v: string, @Query() query: RawQuery): Promise<ApiResponse<StampDutyAnswer>> {
    const { amount, options } = readStampFeeRequest(v, query);
    const answer = await this.queries.execute(new CalculateStampDutyQuery(amount, options));
    return ok(answer, unconfirmedMessage(answer.basis));
  }

  @Get('calculatorRegistrationFee/:v')
  @ApiOperation({ summary: '売買による所有権移転登記の登録免許税（固定資産税評価額から）' })
  @ApiParam({ ...AMOUNT_PARAM, description: `固定資産税評価額（物件の valuation_price）。${AMOUNT_PARAM.description}` })
  @ApiQuery(DATE_QUERY)
  @ApiQuery({ name: 'kind', required: false, enum: ['land', 'building'], description: '土地 land（既定）または建物 building。' })
  @ApiQuery({ name: 'buyer', required: false, enum: ['person', 'company'], description: '買主: 個人 person（既定）または法人 company。' })
  @ApiQuery({ ...FLAG, name: 'residential', description: '1: 個人が自己の居住用に取得する住宅用家屋（措置法 第73条の要件を満たす建物）。既定 0。' })
  @ApiQuery({ ...FLAG, name: 'gift', description: '1: 贈与（0円の取引）。本則 2.0%。既定 0。' })
  @ApiOkResponse({
    description: `\`data\`: \`{ fee, valuation, taxable_base, date, kind, buyer, residential, gift, basis }\`; ${BASIS}。期間が未確認の税率なら \`basis.confirmed\` が false で、\`message\` がそう伝える。`,
  })
  @ApiUnprocessableEntityResponse({ description: BAD_INPUT })
  async registrationFee(@Param('v') v: string, @Query() query: RawQuery): Promise<ApiResponse<RegistrationTaxAnswer>> {
    const { valuation, options } = readRegistrationFeeRequest(v, query);
    const answer = await this.queries.execute(new CalculateRegistrationTaxQuery(valuation, options));
    return ok(answer, unconfirmedMessage(answer.basis));
  }
}

/** A rate whose period is not yet confirmed is said so in the message too, not only in the basis. */
function unconfirmedMessage(basis: FeeBasis): string {
  return basis.confirmed ? '' : basis.notes.join(' ');
}
