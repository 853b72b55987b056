/**
 * The account's e-mail address proved by its own code (docs/decisions/0230): after a phone
 * sign-up that gave one (the server e-mails the code at once) and from the profile's prompt.
 */
import { useMutation } from '@tanstack/react-query';
import { updateStoredUser } from '../../../lib/session';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

/** Without an address: a code to the account's own unverified one; with one: a code to that new address. */
export const useSendAccountEmailCode = () =>
  useMutation({
    mutationFn: (email?: string) => call(authApi.sendEmailCode, { body: email ? { email } : {} }),
  });

export const useVerifyAccountEmail = () =>
  useMutation({
    mutationFn: (code: string) => call(authApi.verifyEmail, { body: { code } }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
