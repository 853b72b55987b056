import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { Item } from './types';
import type { ItemPayload } from './create-item';

export const updateItem = ({ id, fields, images }: { id: number; fields: ItemPayload; images?: string[] }) =>
  apiPut<Item>(`/api/items/${id}`, { ...fields, ...(images ? { images } : {}) });

export function useUpdateItem() {
  return useMutation({
    mutationFn: updateItem,
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'auth' }),
  });
}
