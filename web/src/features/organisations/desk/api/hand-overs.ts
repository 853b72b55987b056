/** The desk's two hand-overs: an owner collects with their code, a finder drops an item off. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { CollectionAnswer, DropOffAnswer } from './types';

const base = (organisationId: string) => `/api/organisations/${encodeURIComponent(organisationId)}`;
const refreshHeld = (organisationId: string) => queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) });

/** POST …/collections {code}: a wrong code is a 400; five wrong codes lock it for an hour. */
export const useRecordCollection = (organisationId: string) =>
  useMutation({
    mutationFn: (code: string) => apiPost<CollectionAnswer>(`${base(organisationId)}/collections`, { code }),
    onSuccess: () => refreshHeld(organisationId),
  });

/** POST …/drop-offs {itemId}: the finder's item moves into the desk's custody. */
export const useReceiveDropOff = (organisationId: string) =>
  useMutation({
    mutationFn: (itemId: number) => apiPost<DropOffAnswer>(`${base(organisationId)}/drop-offs`, { itemId }),
    onSuccess: () => refreshHeld(organisationId),
  });
