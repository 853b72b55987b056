/** Proving the account's phone by an SMS code (POST /api/auth/phone/send-code, /verify). */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { updateStoredUser, type SessionUser } from '../../../lib/session';

export interface CodeSent {
  phone: string;
  expiresAt: string;
  isNewPhone: boolean;
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => apiPost<CodeSent>('/api/auth/phone/send-code', {}) });
}

export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (code: string) => apiPost<{ user: SessionUser }>('/api/auth/phone/verify', { code }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}
