import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiPost<{ message: string }>('/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
