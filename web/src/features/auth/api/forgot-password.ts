import { useMutation } from '@tanstack/react-query';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

/** `{email}`: a reset link by e-mail; `{phone}`: a 6-digit code by SMS (docs/decisions/0230). */
export const requestReset = (input: { email: string } | { phone: string }) => call(authApi.forgotPassword, { body: input });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
