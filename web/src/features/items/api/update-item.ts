import type { RouteInput } from '@okota/shared/contracts/route';
import { useMutation } from '@tanstack/react-query';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { ItemPayload } from './create-item';

export const updateItem = ({ id, fields, images }: { id: number; fields: ItemPayload; images?: string[] }) =>
  call(itemsApi.update, { params: { id }, body: { ...fields, ...(images ? { images } : {}) } as UpdateItemBody });

type UpdateItemBody = RouteInput<typeof itemsApi.update>['body'];

export function useUpdateItem() {
  return useMutation({
    mutationFn: updateItem,
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'auth' }),
  });
}
