import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSlide, deleteSlide, editSlide, fetchAllSlides, orderSlides, type SlideInput } from './sliders-admin.api';

const adminSlidesKey = ['admin', 'slides'] as const;

export function useAllSlides() {
  return useQuery({ queryKey: adminSlidesKey, queryFn: ({ signal }) => fetchAllSlides(signal) });
}

/** Every change reads the list again. */
export function useSliderAdminMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: adminSlidesKey });
  return {
    save: useMutation({
      mutationFn: ({ id, input, image }: { id: string | null; input: SlideInput; image: File | null }) => (id ? editSlide(id, input, image) : createSlide(input, image)),
      onSuccess,
    }),
    order: useMutation({ mutationFn: orderSlides, onSuccess }),
    remove: useMutation({ mutationFn: deleteSlide, onSuccess }),
  };
}
