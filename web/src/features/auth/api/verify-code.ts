import { useMutation } from '@tanstack/react-query';
import type { PhoneRegistrationData, RegistrationData } from '@okota/shared';
import { getLanguage } from '../../../i18n';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

export interface VerifyCodeInput {
  otp: string;
  registrationData: RegistrationData;
}

/** Checks the code and creates the account. */
export const verifyCode = ({ otp, registrationData }: VerifyCodeInput) =>
  call(authApi.verifySignUpCode, { body: { email: registrationData.email, otp, registrationData, language: getLanguage() } });

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });

export interface VerifyPhoneSignUpInput {
  phone: string;
  otp: string;
  registrationData: PhoneRegistrationData;
}

/** Phone sign-up: the SMS code proves the number and the account is created (docs/decisions/0230). */
export const verifyPhoneSignUp = (input: VerifyPhoneSignUpInput) => call(authApi.verifySignUpCode, { body: { ...input, language: getLanguage() } });

export const useVerifyPhoneSignUp = () => useMutation({ mutationFn: verifyPhoneSignUp });
