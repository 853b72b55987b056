import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyOrganisationBody } from '@okota/shared/contracts/organisations.contract';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { organisationKeys } from './keys';

/** POST /api/organisations: the new organisation, pending until an admin verifies it. */
export function useApplyOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyOrganisationBody) => call(organisationsApi.apply, { body }),
    // The member's list (the desk's screens) now holds it too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
