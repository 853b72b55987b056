import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api';
import { deskKeys } from './keys';
import type { HeldItemRow } from './types';

/** GET /api/organisations/{id}/held: what the desk holds now, for members. */
export function useHeldItems(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: deskKeys.held(organisationId),
    queryFn: ({ signal }) => apiGet<{ items: HeldItemRow[] }>(`/api/organisations/${encodeURIComponent(organisationId)}/held`, signal),
    enabled,
  });
}
