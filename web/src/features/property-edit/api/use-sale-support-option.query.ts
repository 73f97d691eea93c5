import { useQuery } from '@tanstack/react-query';
import { fetchSaleSupportOption } from './sale-support-option.api';

/** The service's wording and price; an option not on offer answers 404, and the form then offers it without a price. */
export function useSaleSupportOption() {
  return useQuery({ queryKey: ['options', 'sale-support'], queryFn: ({ signal }) => fetchSaleSupportOption(signal), staleTime: 10 * 60 * 1000, retry: false });
}
