import type { RouteInput } from '@okota/shared/contracts/route';
import { useMutation } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';

export type IntakePayload = Record<string, string | number | boolean | string[] | undefined>;
/** The form's fields as the server reads them (it validates them; the form built them from the same schema). */
type IntakeBody = RouteInput<typeof organisationsApi.postHeldItem>['body'];

/** POST /api/organisations/{id}/items: the item form's fields plus the photos already uploaded; answers the item. */
export const useCreateIntakeItem = (organisationId: string) =>
  useMutation({
    mutationFn: (payload: IntakePayload) => call(organisationsApi.postHeldItem, { params: { id: organisationId }, body: payload as IntakeBody }),
    // Search and the held list show the new item; other features' lists refresh on their own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) }),
  });
