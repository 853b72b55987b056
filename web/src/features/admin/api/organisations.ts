/** The admin's organisations (issue 28): the list by status, and verify / reject / suspend / reinstate. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import * as adminOrganisationsApi from '@okota/shared/contracts/admin-organisations.api';
import { call } from '../../../lib/api-client';
import { ADMIN_REFRESH_MS, adminKeys } from './keys';

const ACTIONS = {
  verify: adminOrganisationsApi.verify,
  reject: adminOrganisationsApi.reject,
  suspend: adminOrganisationsApi.suspend,
  reinstate: adminOrganisationsApi.reinstate,
};
export type OrganisationAction = keyof typeof ACTIONS;

/** GET /api/admin/organisations?status=: one status's organisations, with their held and collected counts. */
export function useAdminOrganisations(status: OrganisationStatus, options: { refresh?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.organisations(status),
    queryFn: ({ signal }) => call(adminOrganisationsApi.list, { query: { status } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: options.refresh ? ADMIN_REFRESH_MS : false,
  });
}

/** POST /api/admin/organisations/{id}/{action} with the admin's optional reason (kept in the audit log). */
export function useOrganisationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: OrganisationAction; reason: string }) =>
      call(ACTIONS[action], { params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.organisationsAll }),
  });
}

/** POST /api/admin/organisations/{id}/apply-texts | drop-texts: a verified organisation's landmark and hours held in doubt. */
export function useOrganisationTextsReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'apply' | 'drop' }) =>
      call(decision === 'apply' ? adminOrganisationsApi.applyTexts : adminOrganisationsApi.dropTexts, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.organisationsAll }),
  });
}
