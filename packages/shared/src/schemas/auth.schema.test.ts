import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS as M } from '../messages';
import {
  loginSchema,
  newPasswordSchema,
  phonePasswordSchema,
  phoneResetPasswordFormSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  sendOtpSchema,
  updatePhoneSchema,
  verifyOtpSchema,
} from './auth.schema';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

describe('account forms', () => {
  const form = {
    firstName: 'Jane',
    lastName: 'Wanjiru',
    email: 'jane@example.com',
    phone: '0712345678',
    password: 'Passw0rdX',
    confirmPassword: 'Passw0rdX',
    acceptTerms: true,
  };

  it('sign-up says the passwords differ even while other fields are still wrong', () => {
    const errors = errorsOf(registrationFormSchema.safeParse({ ...form, firstName: '', confirmPassword: 'other' }));
    expect(errors.confirmPassword).toBe(M.passwordsMismatch);
    expect(errors.firstName).toBe(M.firstNameRequired);
  });

  it("sign-up requires the terms with the spec's sentence", () => {
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

describe('phone-first accounts (docs/decisions/0230)', () => {
  it('reads a number in any Kenyan spelling for sign-in, and an address as before', () => {
    for (const phone of ['0712 345 678', '+254712345678', '254712345678', '712345678']) {
      expect(loginSchema.parse({ phone, password: 'secret1' })).toEqual({ phone: '+254712345678', password: 'secret1' });
    }
    expect(loginSchema.parse({ email: 'Jane@Example.com', password: 'secret1' })).toEqual({ email: 'jane@example.com', password: 'secret1' });
    expect(errorsOf(loginSchema.safeParse({ phone: '0812345678', password: 'secret1' })).phone).toBe(M.phoneSafaricom);
    expect(errorsOf(loginSchema.safeParse({ email: 'not-an-email', password: 'secret1' })).email).toBe(M.emailInvalid);
  });

  it('phone sign-up asks for a first name with the number, and then only a password and the terms', () => {
    expect(errorsOf(sendOtpSchema.safeParse({ phone: '0712345678' })).firstName).toBe(M.firstNameRequired);
    // An address wins when both are sent (older clients sent a phone with it).
    expect(sendOtpSchema.parse({ email: 'a@example.com', phone: '0712345678', firstName: 'Jane' })).toEqual({ email: 'a@example.com' });
    const parsed = verifyOtpSchema.parse({ phone: '0712345678', otp: '123456', registrationData: { password: 'Passw0rdX', acceptTerms: true } });
    expect(parsed).toMatchObject({ phone: '+254712345678', registrationData: { password: 'Passw0rdX', acceptTerms: true } });
    const noTerms = errorsOf(verifyOtpSchema.safeParse({ phone: '0712345678', otp: '123456', registrationData: { password: 'Passw0rdX' } }));
    expect(noTerms['registrationData.acceptTerms']).toBe(M.termsRequired);
  });

  it('a proved number may take any 8 characters but the passwords guessed first; e-mail sign-up keeps its mix (docs/decisions/0266)', () => {
    for (const password of ['mbuzi wa kamau', 'nyumbani kwetu', 'kamau2026', 'ZZTOPRULES', 'matatu-ya-saa-tano']) {
      expect(phonePasswordSchema.safeParse(password).success, password).toBe(true);
      expect(phoneResetPasswordFormSchema.safeParse({ password, confirmPassword: password }).success, password).toBe(true);
    }
    for (const password of [
      'Password1',
      'password',
      'PASSWORD123',
      '12345678',
      '87654321',
      '11111111',
      'aaaaaaaaaa',
      'abababab',
      'Qwerty123',
      ' kenya123 ',
      'nenosiri',
    ]) {
      expect(phonePasswordSchema.safeParse(password).error?.issues[0]?.message, password).toBe(M.passwordCommon);
    }
    expect(phonePasswordSchema.safeParse('mbuzi').error?.issues[0]?.message).toBe(M.passwordMin8);
    expect(newPasswordSchema.safeParse('mbuzi wa kamau').error?.issues[0]?.message).toBe(M.passwordComplexity);
    const reset = resetPasswordSchema.safeParse({ phone: '0712345678', code: '123456', newPassword: 'mbuzi wa kamau' });
    expect(reset.success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'abc', newPassword: 'mbuzi wa kamau' }).success).toBe(false);
  });
});
