import { useQuery } from '@tanstack/react-query';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { call } from '../../../lib/api-client';
import { itemKeys } from './keys';

export const getItem = (id: number, signal?: AbortSignal) => call(itemsApi.get, { params: { id } }, { signal });

/** One item, as the signed-in viewer may see it (the session is part of what the server shows). */
export function useItem(id: number, viewerId: string | undefined) {
  return useQuery({
    queryKey: [...itemKeys.detail(id), viewerId ?? 'guest'],
    queryFn: ({ signal }) => getItem(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
