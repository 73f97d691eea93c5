import { NoFeeRateError } from '../../domain/fees/fee-basis';
import { DomainError } from '../../domain/shared/domain-error';

/** A gap in the rate data (a 本則 withdrawn before its replacement is added) is said plainly, not as a server error. */
export async function answeringRateGaps<T>(calculate: () => T): Promise<T> {
  try {
    return calculate();
  } catch (error) {
    if (error instanceof NoFeeRateError) {
      throw DomainError.conflict('fees.no_rate', 'この日付に使える税率が登録されていません。時間をおいてもう一度お試しいただくか、運営者にお問い合わせください。');
    }
    throw error;
  }
}
