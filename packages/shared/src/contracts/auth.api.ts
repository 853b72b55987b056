/**
 * Accounts: sessions, sign-up, password recovery, the account's phone and e-mail (one object per
 * route, docs/decisions/0274; import as a namespace).
 */
import { defineRoute } from './route';

const auth = {
  tag: 'auth',
  load: async () => ({ ...(await import('./auth.contract')), ...(await import('../schemas/auth.schema')), ...(await import('../schemas/phone.schema')) }),
};

export const setRole = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/set-role',
  access: 'user',
  summary: 'Remember the preferred mode (finder or claimer); an admin stays admin',
  schema: (s) => ({ body: s.setRoleSchema, response: s.setRoleResponse }),
});

export const updatePhone = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/update-phone',
  access: 'user',
  summary:
    "Change the phone number (needs the current password): a code goes by SMS to the new number, which becomes the account's once the code is entered at /api/auth/phone/verify",
  schema: (s) => ({ body: s.updatePhoneSchema, response: s.phoneChangeStartedResponse }),
});

export const sendSignUpCode = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/send-otp',
  access: 'public',
  summary:
    'E-mail ({email}) or SMS ({phone, firstName}) a 6-digit sign-up code (valid 10 minutes); a taken address or number gets a notice instead, and the answer is the same',
  schema: (s) => ({ body: s.sendOtpSchema, response: s.signUpCodeSentResponse }),
});

export const verifySignUpCode = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/verify-otp',
  access: 'public',
  status: 201,
  summary: 'Check the code and create the account (by phone: phoneVerified, the e-mail optional)',
  schema: (s) => ({ body: s.verifyOtpSchema, response: s.sessionResponse }),
});

export const register = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  status: 201,
  summary: 'Direct registration without a code (not in production: 404): the account stays unverified (Pending)',
  schema: (s) => ({ body: s.registerSchema, response: s.sessionResponse }),
});

export const forgotPassword = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  summary: 'E-mail a single-use reset link (valid 1 hour) for {email}, or SMS a 6-digit code (10 minutes, five tries) for {phone}',
  schema: (s) => ({ body: s.forgotPasswordSchema, response: s.messageResponse }),
});

export const resetPassword = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  summary: 'Set a new password with a reset link ({token}) or the SMS code ({phone, code}); ends every session of the account',
  schema: (s) => ({ body: s.resetPasswordSchema, response: s.messageResponse }),
});

export const sendPhoneCode = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/phone/send-code',
  access: 'user',
  summary: "Send a 6-digit code by SMS to the account's number, or to a new number (with the current password)",
  schema: (s) => ({ body: s.sendPhoneCodeSchema, response: s.phoneCodeSentResponse }),
});

export const verifyPhone = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/phone/verify',
  access: 'user',
  summary: "Enter the code from the SMS: the number is verified (a new number becomes the account's)",
  schema: (s) => ({ body: s.verifyPhoneCodeSchema, response: s.userChangedResponse }),
});

export const sendEmailCode = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/email/send-code',
  access: 'user',
  summary: "E-mail a 6-digit code to the account's unverified address, or to a new address (the password when replacing a verified one)",
  schema: (s) => ({ body: s.sendEmailCodeSchema, response: s.emailCodeSentResponse }),
});

export const verifyEmail = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/email/verify',
  access: 'user',
  summary: "Enter the e-mailed code: the address is verified (a new address becomes the account's)",
  schema: (s) => ({ body: s.verifyEmailCodeSchema, response: s.userChangedResponse }),
});
