import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { MessageAnswer } from './types';

export const requestResetLink = (email: string) => apiPost<MessageAnswer>('/api/auth/forgot-password', { email });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
