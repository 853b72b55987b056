/**
 * After an e-mail sign-up, the account's own number is proved by SMS (the phone feature's routes,
 * called from here: a web feature does not import another).
 */
import { useMutation } from '@tanstack/react-query';
import { updateStoredUser } from '../../../lib/session';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

export const useSendAccountPhoneCode = () => useMutation({ mutationFn: () => call(authApi.sendPhoneCode, { body: {} }) });

export const useVerifyAccountPhone = () =>
  useMutation({
    mutationFn: (code: string) => call(authApi.verifyPhone, { body: { code } }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
