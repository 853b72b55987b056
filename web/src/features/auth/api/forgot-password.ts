import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

export const requestResetLink = (email: string) => apiPost<{ message: string }>('/api/auth/forgot-password', { email });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
