import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { SavedItem } from './types';

export type IntakePayload = Record<string, string | number | boolean | string[] | undefined>;

/** POST /api/organisations/{id}/items: the item form's fields plus the photos already uploaded; answers the item. */
export const useCreateIntakeItem = (organisationId: string) =>
  useMutation({
    mutationFn: (payload: IntakePayload) => apiPost<SavedItem>(`/api/organisations/${encodeURIComponent(organisationId)}/items`, payload),
    // Search and the held list show the new item; other features' lists refresh on their own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) }),
  });
