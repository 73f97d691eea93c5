import { useQuery } from '@tanstack/react-query';
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
