import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { ownerCollection } from '@okota/shared/contracts/organisations.contract';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { organisationKeys } from './keys';

export type OwnCollection = WireOf<typeof ownerCollection>;

/**
 * GET /api/items/{id}/collection: the owner's own collection code, its validity, or when it was
 * collected (docs/decisions/0261). A 404 (no code yet, or not this viewer's) is no card, not an error.
 */
export function useOwnCollection(itemId: number, itemStatus: string) {
  return useQuery({
    queryKey: organisationKeys.collection(itemId, itemStatus),
    queryFn: ({ signal }) => call(organisationsApi.ownCollection, { params: { id: itemId } }, { signal }),
    retry: false,
  });
}
