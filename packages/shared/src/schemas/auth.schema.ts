import { z } from 'zod';
import { MESSAGES as M } from '../messages';
import { isKenyanMobile, normalizePhone } from '../phone';
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
    .regex(/^[\p{L} ]+$/u, M.nameLetters);

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

/** The sign-up form adds a confirmation field the server never needs. */
export const registrationFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .pipe(
    registrationDataSchema.extend({ confirmPassword: z.string() }).refine(
      (data) => data.password === data.confirmPassword,
      { message: M.passwordsMismatch, path: ['confirmPassword'] },
    ),
  );

export const otpSchema = z.string().regex(/^\d{6}$/, M.otpFormat);

export const sendOtpSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().max(50).optional(),
});

export const verifyOtpSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  registrationData: registrationDataSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, M.resetInvalid).max(255),
  newPassword: z.string().min(6, M.passwordTooShort).max(100, M.passwordMax),
});

export const resetPasswordFormSchema = z
  .object({ password: z.string().min(6, M.passwordTooShort).max(100), confirmPassword: z.string() })
  .refine((d) => d.password === d.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'] });

export const setRoleSchema = z.object({ role: z.enum(ACCOUNT_MODES) });

export const updatePhoneSchema = z.object({
  phone: safaricomPhoneSchema,
  password: z.string().min(1).max(200).optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegistrationData = z.infer<typeof registrationDataSchema>;
