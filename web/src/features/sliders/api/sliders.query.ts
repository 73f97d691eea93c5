import { useQuery } from '@tanstack/react-query';
import { fetchShownSlides } from './sliders.api';

export function useShownSlides() {
  return useQuery({ queryKey: ['slides', 'shown'], queryFn: ({ signal }) => fetchShownSlides(signal) });
}
