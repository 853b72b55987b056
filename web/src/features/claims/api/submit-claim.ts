import { useMutation } from '@tanstack/react-query';
import type { ClaimInput } from '@okota/shared';
import { refreshAfterClaimChange } from './keys';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import { call } from '../../../lib/api-client';

export interface SubmitClaimInput extends ClaimInput {
  itemId: number;
  proofPhoto?: File | Blob | null;
}

/** JSON, or multipart when a proof photo goes with it. */
export function submitClaim({ itemId, proofPhoto, ...fields }: SubmitClaimInput) {
  if (!proofPhoto) return call(claimsApi.submit, { params: { id: itemId }, body: fields });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('proofPhoto', proofPhoto, proofPhoto instanceof File ? proofPhoto.name : 'proof.jpg');
  return call(claimsApi.submit, { params: { id: itemId }, body: fields }, { form });
}

export const useSubmitClaim = () => useMutation({ mutationFn: submitClaim, onSuccess: refreshAfterClaimChange });
