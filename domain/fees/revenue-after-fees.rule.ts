import { assertYen } from './fee-basis';

export interface RevenueAfterFeesInput {
  asking_price: number;
  stamp_fee: number;
  registration_fee: number;
}

/**
 * What the seller keeps: asking price − revenue stamp fee − registration fee. Below zero when
 * the fees exceed the price (a 0-yen deal still owes them).
 */
export function revenueAfterFees({ asking_price, stamp_fee, registration_fee }: RevenueAfterFeesInput): number {
  assertYen('asking_price', asking_price);
  assertYen('stamp_fee', stamp_fee);
  assertYen('registration_fee', registration_fee);
  return asking_price - stamp_fee - registration_fee;
}
