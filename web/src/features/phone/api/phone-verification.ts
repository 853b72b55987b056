/** Proving the account's phone by an SMS code (POST /api/auth/phone/send-code, /verify). */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { phoneCodeSentResponse } from '@okota/shared/contracts/auth.contract';
import { updateStoredUser } from '../../../lib/session';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

export type CodeSent = WireOf<typeof phoneCodeSentResponse>;

export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => call(authApi.sendPhoneCode, { body: {} }) });
}

export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (code: string) => call(authApi.verifyPhone, { body: { code } }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}
