import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { fetchRegistrationFee, fetchRevenueStampFee } from './fees.api';

const isAmount = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 0;

export function useRevenueStampFee(amount: number | null) {
  return useQuery({
    queryKey: ['fees', 'revenue-stamp', amount] as const,
    queryFn: ({ signal }) => fetchRevenueStampFee(amount as number, signal),
    enabled: isAmount(amount),
    staleTime: 10 * 60 * 1000,
  });
}

export function useRegistrationFee(valuation: number | null) {
  return useQuery({
    queryKey: ['fees', 'registration', valuation] as const,
    queryFn: ({ signal }) => fetchRegistrationFee(valuation as number, signal),
    enabled: isAmount(valuation),
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * Both fees for the amounts as they stand now, from the cache when the screen already asked;
 * used at save time so a price typed a moment ago is not saved with the previous fees.
 */
export async function currentFees(
  queryClient: QueryClient,
  price: number | null,
  valuation: number | null,
): Promise<{ revenueStampFee: number | null; registerCost: number | null }> {
  const [stamp, registration] = await Promise.all([
    isAmount(price)
      ? queryClient
          .fetchQuery({ queryKey: ['fees', 'revenue-stamp', price] as const, queryFn: ({ signal }) => fetchRevenueStampFee(price, signal), staleTime: 10 * 60 * 1000 })
          .then((answer) => answer.fee)
          .catch(() => null)
      : null,
    isAmount(valuation)
      ? queryClient
          .fetchQuery({ queryKey: ['fees', 'registration', valuation] as const, queryFn: ({ signal }) => fetchRegistrationFee(valuation, signal), staleTime: 10 * 60 * 1000 })
          .then((answer) => answer.fee)
          .catch(() => null)
      : null,
  ]);
  return { revenueStampFee: stamp, registerCost: registration };
}
