import { useMutation } from '@tanstack/react-query';
import type { ClaimInput } from '@okota/shared';
import { api } from '../../../lib/api';
import { refreshAfterClaimChange } from './keys';
import type { SubmittedClaim } from './types';

export interface SubmitClaimInput extends ClaimInput {
  itemId: number;
  proofPhoto?: File | Blob | null;
}

/** JSON, or multipart when a proof photo goes with it. */
export function submitClaim({ itemId, proofPhoto, ...fields }: SubmitClaimInput) {
  const url = `/api/items/${itemId}/verify`;
  if (!proofPhoto) return api<SubmittedClaim>(url, { method: 'POST', body: fields });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('proofPhoto', proofPhoto, proofPhoto instanceof File ? proofPhoto.name : 'proof.jpg');
  return api<SubmittedClaim>(url, { method: 'POST', body: form });
}

export const useSubmitClaim = () => useMutation({ mutationFn: submitClaim, onSuccess: refreshAfterClaimChange });
