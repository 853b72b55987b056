/**
 * The account's e-mail address proved by its own code (docs/decisions/0230): after a phone
 * sign-up that gave one (the server e-mails the code at once) and from the profile's prompt.
 */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { emailCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { apiPost } from '../../../lib/api';
import { updateStoredUser } from '../../../lib/session';

/** Without an address: a code to the account's own unverified one; with one: a code to that new address. */
export const useSendAccountEmailCode = () =>
  useMutation({
    mutationFn: (email?: string) => apiPost<WireOf<typeof emailCodeSentResponse>>('/api/auth/email/send-code', email ? { email } : {}),
  });

export const useVerifyAccountEmail = () =>
  useMutation({
    mutationFn: (code: string) => apiPost<WireOf<typeof userChangedResponse>>('/api/auth/email/verify', { code }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
