import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyOrganisationBody } from '@okota/shared/contracts/organisations.contract';
import { apiPost } from '../../../../lib/api';
import { organisationKeys } from './keys';
import type { Organisation } from './types';

/** POST /api/organisations: the new organisation, pending until an admin verifies it. */
export function useApplyOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyOrganisationBody) => apiPost<{ organisation: Organisation }>('/api/organisations', body),
    // The member's list (the desk's screens) now holds it too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
