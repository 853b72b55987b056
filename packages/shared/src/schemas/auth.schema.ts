import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { isKenyanMobile, normalizePhone } from '../phone';
import { containsContactDetails } from '../scrub';
import { namesSpellContact } from '../scrub-joined';
import { isCommonPassword } from './common-passwords';
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

/**
 * The password of an account whose phone number is proved by a code (phone sign-up, a reset by
 * SMS): 8 characters or more, any letters, digits, spaces or signs, except the passwords guessed
 * first. No demand for a capital and a digit (docs/decisions/0266): on a phone's keyboard it costs
 * a person more than it costs a guesser, who tries "Password1" early; what keeps a guesser out is
 * the sign-in limits per number and per network, and the slow hash.
 */
export const phonePasswordSchema = z
  .string()
  .min(8, M.passwordMin8)
  .max(100, M.passwordMax)
  .refine((password) => !isCommonPassword(password), M.passwordCommon);

const loginPasswordSchema = z.string().min(6, M.passwordMin6).max(200);

/** `{email, password}` or `{phone, password}`, the number in any Kenyan spelling (docs/decisions/0230). */
export const loginSchema = z.union([
  z.object({ email: emailSchema, password: loginPasswordSchema }),
  z.object({ phone: safaricomPhoneSchema, password: loginPasswordSchema }),
]);

/** Accepted terms; refused as a refinement (not a literal), so it never aborts a union branch. */
const termsSchema = z
  .boolean({ error: M.termsRequired })
  .prefault(false)
  .refine((accepted) => accepted, M.termsRequired);

export const registrationDataSchema = z.object({
  firstName: nameSchema(M.firstNameRequired),
  lastName: nameSchema(M.lastNameRequired),
  email: emailSchema,
  phone: safaricomPhoneSchema,
  password: newPasswordSchema,
  acceptTerms: termsSchema,
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
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
    when: passwordsTyped,
  })
  // Read together, as others read them (docs/decisions/0265); the server checks the same in createAccount.
  .refine((data) => !namesSpellContact(data.firstName, data.lastName), { message: M.nameContact, path: ['lastName'] });

export const otpSchema = z.string().regex(/^\d{6}$/, M.otpFormat);

/** The language e-mails are written in; the web app sends the one the user reads. */
export const languageSchema = z.enum(['en', 'sw']);

/**
 * Only the address and the language: the e-mail goes to an address nobody has proved yet, so it
 * carries nothing else the visitor typed (a name would let anyone write to anyone from our
 * sender), and the answer is the same whether the address or a phone number is taken
 * (docs/decisions/0150-sign-up-without-enumeration.md). Other fields an older client sends are dropped.
 */
const sendEmailOtpSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});

/**
 * Phone sign-up's first step (docs/decisions/0230): the number and a first name, kept with the
 * code for the account; the SMS itself carries only our words and the code.
 */
// A missing field must not abort its branch of the union (zod then reports the union, not the
// field): `.prefault` feeds an empty value through the field's own rules instead.
const sendPhoneOtpSchema = z.object({
  phone: safaricomPhoneSchema,
  firstName: nameSchema(M.firstNameRequired).prefault(''),
  language: languageSchema.optional(),
});

/** An address wins when both are sent (older clients sent a phone with the e-mail). */
export const sendOtpSchema = z.union([sendEmailOtpSchema, sendPhoneOtpSchema]);

/**
 * What phone sign-up still needs once the number is proved: a password and the terms. The first
 * name was given with the number (one sent here replaces it); a last name and an e-mail address
 * are optional (the address is verified later by its own code).
 */
export const phoneRegistrationDataSchema = z.object({
  firstName: nameSchema(M.firstNameRequired).optional(),
  lastName: nameSchema(M.lastNameRequired).optional(),
  email: emailSchema.optional(),
  password: phonePasswordSchema.prefault(''),
  acceptTerms: termsSchema,
});

export const verifyOtpSchema = z.union([
  z.object({
    email: emailSchema,
    otp: otpSchema,
    registrationData: registrationDataSchema,
    language: languageSchema.optional(),
  }),
  z.object({
    phone: safaricomPhoneSchema,
    otp: otpSchema,
    registrationData: phoneRegistrationDataSchema,
    language: languageSchema.optional(),
  }),
]);

/** Direct registration (no code): the account stays unverified, 'Pending' for admins. */
export const registerSchema = registrationDataSchema.extend({ language: languageSchema.optional() });

/** An e-mailed link for `{email}`, an SMS code for `{phone}` (docs/decisions/0230). */
export const forgotPasswordSchema = z.union([z.object({ email: emailSchema }), z.object({ phone: safaricomPhoneSchema })]);

/**
 * A new password from a reset link: the spec's 'Password too short' below 6, and the sign-up
 * strength rules after that (docs/decisions/0030-accounts.md).
 */
export const resetNewPasswordSchema = z.string().min(6, M.passwordTooShort).pipe(newPasswordSchema);

/** With the e-mailed link's token, or with the number and the SMS code. */
export const resetPasswordSchema = z.union([
  z.object({
    token: z.string().min(1, M.resetInvalid).max(255, M.resetInvalid),
    newPassword: resetNewPasswordSchema,
  }),
  z.object({
    phone: safaricomPhoneSchema,
    code: otpSchema,
    newPassword: z.string().min(6, M.passwordTooShort).pipe(phonePasswordSchema),
  }),
]);

export const resetPasswordFormSchema = z
  .object({ password: resetNewPasswordSchema, confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'], when: passwordsTyped });

/** The reset-by-SMS form: the code proves the number, so the phone rule (phonePasswordSchema). */
export const phoneResetPasswordFormSchema = z
  .object({ password: z.string().min(6, M.passwordTooShort).pipe(phonePasswordSchema), confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'], when: passwordsTyped });

export const setRoleSchema = z.object({ role: z.enum(ACCOUNT_MODES) });

/**
 * POST /api/auth/email/send-code (signed in): without `email`, to the account's unverified address;
 * with a new one, there (it becomes the account's once the code is entered). Replacing an address
 * already proved takes the current password, as a new phone number does (docs/decisions/0230).
 */
export const sendEmailCodeSchema = z.object({ email: emailSchema.optional(), password: z.string().max(200).optional() });
export const verifyEmailCodeSchema = z.object({ code: z.string({ error: M.otpFormat }).trim().pipe(otpSchema) });

export const updatePhoneSchema = z.object({
  phone: safaricomPhoneSchema,
  password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistrationForm = z.input<typeof registrationFormSchema>;
export type RegistrationData = z.infer<typeof registrationDataSchema>;
export type PhoneRegistrationData = z.infer<typeof phoneRegistrationDataSchema>;
