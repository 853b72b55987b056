import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@okota/shared';
import { apiPost } from '../../../lib/api';
import type { SessionAnswer } from './types';

export const logIn = (input: LoginInput) => apiPost<SessionAnswer>('/api/auth/login', input);

export const useLogIn = () => useMutation({ mutationFn: logIn });
