/**
 * The account's e-mail address proved by its own code (docs/decisions/0230): after a phone
 * sign-up that gave one (the server e-mails the code at once) and from the profile's prompt.
 */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { emailCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { apiPost } from '../../../lib/api';
import { updateStoredUser } from '../../../lib/session';

export const useSendAccountEmailCode = () =>
  useMutation({ mutationFn: () => apiPost<WireOf<typeof emailCodeSentResponse>>('/api/auth/email/send-code', {}) });

export const useVerifyAccountEmail = () =>
  useMutation({
    mutationFn: (code: string) => apiPost<WireOf<typeof userChangedResponse>>('/api/auth/email/verify', { code }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
