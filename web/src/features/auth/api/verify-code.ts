import { useMutation } from '@tanstack/react-query';
import type { RegistrationData } from '@okota/shared';
import { apiPost } from '../../../lib/api';
import { getLanguage } from '../../../i18n';
import type { SessionAnswer } from './types';

export interface VerifyCodeInput {
  otp: string;
  registrationData: RegistrationData;
}

/** Checks the code and creates the account. */
export const verifyCode = ({ otp, registrationData }: VerifyCodeInput) =>
  apiPost<SessionAnswer>('/api/auth/verify-otp', { email: registrationData.email, otp, registrationData, language: getLanguage() });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
