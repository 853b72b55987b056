import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api';
import type { z } from 'zod';
import type { claimDecisionSchema } from '@okota/shared/schemas/claim.schema';
import { refreshAfterClaimChange } from './keys';
import type { DecidedClaim } from './types';

export type DecideClaimInput = z.input<typeof claimDecisionSchema> & { claimId: number };

export const decideClaim = ({ claimId, ...body }: DecideClaimInput) => apiPut<DecidedClaim>(`/api/verifications/${claimId}/status`, body);

export const useDecideClaim = () => useMutation({ mutationFn: decideClaim, onSuccess: refreshAfterClaimChange });
