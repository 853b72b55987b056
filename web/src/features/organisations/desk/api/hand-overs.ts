/** The desk's two hand-overs: an owner collects with their code, a finder drops an item off. */
import { useMutation } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';

const refreshHeld = (organisationId: string) => queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) });

/** POST …/collections {code}: a wrong code is a 400; five wrong codes lock it for an hour. */
export const useRecordCollection = (organisationId: string) =>
  useMutation({
    mutationFn: (code: string) => call(organisationsApi.recordCollection, { params: { id: organisationId }, body: { code } }),
    onSuccess: () => refreshHeld(organisationId),
  });

/** POST …/drop-offs {itemId}: the finder's item moves into the desk's custody. */
export const useReceiveDropOff = (organisationId: string) =>
  useMutation({
    mutationFn: (itemId: number) => call(organisationsApi.receiveDropOff, { params: { id: organisationId }, body: { itemId } }),
    onSuccess: () => refreshHeld(organisationId),
  });
