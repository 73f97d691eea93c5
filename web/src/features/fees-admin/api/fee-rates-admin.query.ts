import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFeeRatePeriod, confirmFeeRatePeriod, fetchFeeRates, withdrawFeeRatePeriod, type NewFeeRatePeriod } from './fee-rates-admin.api';

const FEE_RATES_KEY = ['admin', 'fee-rates'] as const;

export function useFeeRates() {
  return useQuery({ queryKey: FEE_RATES_KEY, queryFn: ({ signal }) => fetchFeeRates(signal) });
}

/** Add, confirm and withdraw; each refreshes the list. */
export function useFeeRateMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: FEE_RATES_KEY });
  return {
    add: useMutation({ mutationFn: (input: NewFeeRatePeriod) => addFeeRatePeriod(input), onSuccess }),
    confirm: useMutation({ mutationFn: (periodId: string) => confirmFeeRatePeriod(periodId), onSuccess }),
    withdraw: useMutation({ mutationFn: ({ periodId, reason }: { periodId: string; reason: string }) => withdrawFeeRatePeriod(periodId, reason), onSuccess }),
  };
}
