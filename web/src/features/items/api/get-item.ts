import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { itemKeys } from './keys';
import type { Item } from './types';

export const getItem = (id: number, signal?: AbortSignal) => apiGet<Item>(`/api/items/${id}`, signal);

/** One item, as the signed-in viewer may see it (the session is part of what the server shows). */
export function useItem(id: number, viewerId: string | undefined) {
  return useQuery({
    queryKey: [...itemKeys.detail(id), viewerId ?? 'guest'],
    queryFn: ({ signal }) => getItem(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
