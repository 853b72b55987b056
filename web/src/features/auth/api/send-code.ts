import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { getLanguage } from '../../../i18n';

export interface SendCodeInput {
  email: string;
}

/**
 * E-mails the 6-digit sign-up code, in the language the user is reading. The answer is the same
 * when the address already has an account (its owner gets a sign-in link instead), and a phone
 * number in use is refused only when the code is checked: nothing here may depend on a 409.
 */
export const sendCode = (input: SendCodeInput) =>
  apiPost<{ message: string; expiresInSeconds: number }>('/api/auth/send-otp', { ...input, language: getLanguage() });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
