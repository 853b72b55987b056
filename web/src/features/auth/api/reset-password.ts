import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@okota/shared/schemas/auth.schema';
import { apiPost } from '../../../lib/api';
import type { MessageAnswer } from './types';

export const resetPassword = (input: z.input<typeof resetPasswordSchema>) => apiPost<MessageAnswer>('/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
