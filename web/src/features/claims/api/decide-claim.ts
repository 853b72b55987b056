import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { claimDecisionSchema } from '@okota/shared/schemas/claim.schema';
import { refreshAfterClaimChange } from './keys';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import { call } from '../../../lib/api-client';

export type DecideClaimInput = z.input<typeof claimDecisionSchema> & { claimId: number };

export const decideClaim = ({ claimId, ...body }: DecideClaimInput) => call(claimsApi.decide, { params: { id: claimId }, body });

export const useDecideClaim = () => useMutation({ mutationFn: decideClaim, onSuccess: refreshAfterClaimChange });
