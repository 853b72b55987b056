import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { MessageAnswer } from './types';

/** `{email}`: a reset link by e-mail; `{phone}`: a 6-digit code by SMS (docs/decisions/0230). */
export const requestReset = (input: { email: string } | { phone: string }) => apiPost<MessageAnswer>('/api/auth/forgot-password', input);

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
