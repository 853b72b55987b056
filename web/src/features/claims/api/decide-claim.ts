import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api';
import { refreshAfterClaimChange } from './keys';

export interface DecideClaimInput {
  claimId: number;
  status: 'approved' | 'rejected';
  finderNotes?: string;
}

export const decideClaim = ({ claimId, ...body }: DecideClaimInput) =>
  apiPut<{ id: number; status: string }>(`/api/verifications/${claimId}/status`, body);

export const useDecideClaim = () => useMutation({ mutationFn: decideClaim, onSuccess: refreshAfterClaimChange });
