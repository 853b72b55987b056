/**
 * After an e-mail sign-up, the account's own number is proved by SMS (the phone feature's routes,
 * called from here: a web feature does not import another).
 */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { phoneCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { apiPost } from '../../../lib/api';
import { updateStoredUser } from '../../../lib/session';

export const useSendAccountPhoneCode = () => useMutation({ mutationFn: () => apiPost<WireOf<typeof phoneCodeSentResponse>>('/api/auth/phone/send-code', {}) });

export const useVerifyAccountPhone = () =>
  useMutation({
    mutationFn: (code: string) => apiPost<WireOf<typeof userChangedResponse>>('/api/auth/phone/verify', { code }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
