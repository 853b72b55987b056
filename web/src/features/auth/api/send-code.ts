import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { getLanguage } from '../../../i18n';

export interface SendCodeInput {
  email: string;
  firstName?: string;
  phone?: string;
}

/** E-mails the 6-digit sign-up code, in the language the user is reading. */
export const sendCode = (input: SendCodeInput) =>
  apiPost<{ message: string; expiresInSeconds: number }>('/api/auth/send-otp', { ...input, language: getLanguage() });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
