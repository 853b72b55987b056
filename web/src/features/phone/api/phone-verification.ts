/** Proving the account's phone by an SMS code (POST /api/auth/phone/send-code, /verify). */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { phoneCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { updateStoredUser } from '../../../lib/session';

export type CodeSent = WireOf<typeof phoneCodeSentResponse>;

export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => apiPost<CodeSent>('/api/auth/phone/send-code', {}) });
}

export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (code: string) => apiPost<WireOf<typeof userChangedResponse>>('/api/auth/phone/verify', { code }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}
