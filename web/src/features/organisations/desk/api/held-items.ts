import { useQuery } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { deskKeys } from './keys';

/** GET /api/organisations/{id}/held: what the desk holds now, for members. */
export function useHeldItems(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: deskKeys.held(organisationId),
    queryFn: ({ signal }) => call(organisationsApi.held, { params: { id: organisationId } }, { signal }),
    enabled,
  });
}
