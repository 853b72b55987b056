import { z } from 'zod';
import { MESSAGES as M } from '../messages';
import { isKenyanMobile, normalizePhone } from '../phone';
import { containsContactDetails } from '../scrub';
import { ACCOUNT_MODES } from '../constants';

export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(100, M.emailTooLong)
  .pipe(z.email(M.emailInvalid));

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(2, M.nameLength)
    .max(50, M.nameLength)
    .regex(/^[\p{L} ]+$/u, M.nameLetters)
    // Letters alone still spell 'jane at gmail dot com'; a name is shown to other users, so it is
    // refused rather than rewritten (docs/decisions/0140-contact-detector.md).
    .refine((name) => !containsContactDetails(name), M.nameContact);

/** Safaricom 07XX / 01XX, optionally +254 or 254; the value becomes '+2547XXXXXXXX'. */
export const safaricomPhoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .refine(isKenyanMobile, M.phoneSafaricom)
  .transform((value) => normalizePhone(value) as string);

export const newPasswordSchema = z
  .string()
  .min(8, M.passwordMin8)
  .max(100, M.passwordMax)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, M.passwordComplexity);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(6, M.passwordMin6).max(200),
});

export const registrationDataSchema = z.object({
  firstName: nameSchema(M.firstNameRequired),
  lastName: nameSchema(M.lastNameRequired),
  email: emailSchema,
  phone: safaricomPhoneSchema,
  password: newPasswordSchema,
  acceptTerms: z.literal(true, { error: M.termsRequired }),
});

/** Both passwords are strings: say they differ even while other fields still have errors. */
const passwordsTyped = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
};

/** The sign-up form adds a confirmation field the server never needs. */
export const registrationFormSchema = registrationDataSchema
  .extend({ acceptTerms: z.boolean().refine((v) => v, M.termsRequired), confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: M.passwordsMismatch, path: ['confirmPassword'], when: passwordsTyped,
  });

export const otpSchema = z.string().regex(/^\d{6}$/, M.otpFormat);

/** The language e-mails are written in; the web app sends the one the user reads. */
export const languageSchema = z.enum(['en', 'sw']);

/**
 * Only the address and the language: the e-mail goes to an address nobody has proved yet, so it
 * carries nothing else the visitor typed (a name would let anyone write to anyone from our
 * sender), and the answer is the same whether the address or a phone number is taken
 * (docs/decisions/0150-sign-up-without-enumeration.md). Other fields an older client sends are dropped.
 */
export const sendOtpSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});

export const verifyOtpSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  registrationData: registrationDataSchema,
  language: languageSchema.optional(),
});

/** Direct registration (no code): the account stays unverified, 'Pending' for admins. */
export const registerSchema = registrationDataSchema.extend({ language: languageSchema.optional() });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * A new password from a reset link: the spec's 'Password too short' below 6, and the sign-up
 * strength rules after that (docs/decisions/0030-accounts.md).
 */
export const resetNewPasswordSchema = z.string().min(6, M.passwordTooShort).pipe(newPasswordSchema);

export const resetPasswordSchema = z.object({
  token: z.string().min(1, M.resetInvalid).max(255, M.resetInvalid),
  newPassword: resetNewPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: resetNewPasswordSchema, confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'], when: passwordsTyped });

export const setRoleSchema = z.object({ role: z.enum(ACCOUNT_MODES) });

export const updatePhoneSchema = z.object({
  phone: safaricomPhoneSchema,
  password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistrationForm = z.input<typeof registrationFormSchema>;
export type RegistrationData = z.infer<typeof registrationDataSchema>;
