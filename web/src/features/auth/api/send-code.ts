import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendOtpSchema } from '@okota/shared/schemas/auth.schema';
import { getLanguage } from '../../../i18n';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';

/** The language is the page's, added here. */
export type SendCodeInput = { email: string } | Omit<Extract<z.input<typeof sendOtpSchema>, { phone: string }>, 'language'>;

/**
 * E-mails (or, for `{phone, firstName}`, texts) the 6-digit sign-up code, in the language the user
 * is reading. The answer is the same when the address or number already has an account (its owner
 * is told instead), and on the e-mail path a phone
 * number in use is refused only when the code is checked: nothing here may depend on a 409.
 */
export const sendCode = (input: SendCodeInput) => call(authApi.sendSignUpCode, { body: { ...input, language: getLanguage() } });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
