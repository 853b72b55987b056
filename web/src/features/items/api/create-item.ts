import type { RouteInput } from '@okota/shared/contracts/route';
import { useMutation } from '@tanstack/react-query';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { Item } from './types';

/** The form's fields as the server reads them (it validates them; the form built them from the same schema). */
type CreateItemBody = RouteInput<typeof itemsApi.post>['body'];

export type ItemPayload = Record<string, string | number | boolean | undefined>;

export interface CreateItemInput {
  fields: ItemPayload;
  /** Photos already uploaded (temporary uploads). */
  imageUrls: string[];
  /** Photos whose upload has not happened yet: they travel with the post. */
  files: File[];
}

/** Multipart when photos come along, JSON otherwise (the guest-resume form). */
export function createItem({ fields, imageUrls, files }: CreateItemInput): Promise<Item> {
  if (!files.length) return call(itemsApi.post, { body: { ...fields, images: imageUrls } as CreateItemBody });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const url of imageUrls) form.append('existingImages', url);
  for (const file of files) form.append('photos', file, file.name);
  return call(itemsApi.post, { body: {} as CreateItemBody }, { form });
}

export function useCreateItem() {
  return useMutation({
    mutationFn: createItem,
    // Lists, counts and dashboards of other features show the new item too.
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'auth' }),
  });
}
