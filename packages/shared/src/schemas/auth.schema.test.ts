import { describe, expect, it } from 'vitest';
import { MESSAGES as M } from '../messages';
import { registrationFormSchema, resetPasswordFormSchema, updatePhoneSchema } from './auth.schema';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

describe('account forms', () => {
  const form = {
    firstName: 'Jane', lastName: 'Wanjiru', email: 'jane@example.com', phone: '0712345678',
    password: 'Passw0rdX', confirmPassword: 'Passw0rdX', acceptTerms: true,
  };

  it('sign-up says the passwords differ even while other fields are still wrong', () => {
    const errors = errorsOf(registrationFormSchema.safeParse({ ...form, firstName: '', confirmPassword: 'other' }));
    expect(errors.confirmPassword).toBe(M.passwordsMismatch);
    expect(errors.firstName).toBe(M.firstNameRequired);
  });

  it('sign-up requires the terms with the spec\'s sentence', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...form, acceptTerms: false })).acceptTerms).toBe(M.termsRequired);
    expect(registrationFormSchema.parse(form).phone).toBe('+254712345678');
  });

  it('a reset password is "too short" under 6, then needs the sign-up strength', () => {
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' })).password).toBe(M.passwordTooShort);
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'abcdefg', confirmPassword: 'abcdefg' })).password).toBe(M.passwordMin8);
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'x' })).confirmPassword).toBe(M.passwordsMismatch);
    expect(resetPasswordFormSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(true);
  });

  it('a phone change needs the current password', () => {
    expect(errorsOf(updatePhoneSchema.safeParse({ phone: '0712345678' })).password).toBe(M.currentPasswordRequired);
  });
});
