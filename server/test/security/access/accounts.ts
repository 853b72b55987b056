/** The access table: accounts. */
import { DEFAULT_PASSWORD } from '../../factories';
import { SAFE_PASSWORD, SIGN_UP_CODE, freshEmail, freshPhone } from '../security.test-support';
import { type AccessRow, QUICK_LOGIN_KEY, same, signedIn, get } from './kit';

export const ACCOUNTS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/auth/login',
    expect: { ...same(200), suspended: 403 },
    note: "each caller signs in with their own account's password",
    call: (w, role) => ({
      method: 'POST',
      url: '/api/auth/login',
      token: null,
      payload: { email: (w.actor(role) ?? w.bystander).user.email, password: DEFAULT_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/logout',
    expect: same(200),
    note: 'revokes only the presented token',
    call: async (w, role) => ({ method: 'POST', url: '/api/auth/logout', token: role === 'guest' ? null : await w.fresh.token(w.actor(role)!.user.id) }),
  },
  { route: 'GET /api/auth/user', expect: signedIn(200), call: () => get('/api/auth/user') },
  {
    route: 'POST /api/auth/set-role',
    expect: signedIn(200),
    call: (w, role) => ({ method: 'POST', url: '/api/auth/set-role', payload: { role: w.actor(role)?.user.role === 'finder' ? 'finder' : 'claimer' } }),
  },
  {
    route: 'POST /api/auth/update-phone',
    expect: signedIn(200),
    note: 'needs the current password; a number already on an account gets nothing, the answer is the same',
    call: () => ({ method: 'POST', url: '/api/auth/update-phone', payload: { phone: freshPhone(), password: DEFAULT_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/email/send-code',
    case: 'a new address, with the password',
    expect: signedIn(200),
    note: "a code by e-mail; the same answer for a taken address; the sign-up code's limits",
    call: () => ({ method: 'POST', url: '/api/auth/email/send-code', payload: { email: freshEmail('verify'), password: DEFAULT_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/email/verify',
    case: 'no code was sent',
    expect: signedIn(400),
    call: () => ({ method: 'POST', url: '/api/auth/email/verify', payload: { code: '123456' } }),
  },
  {
    route: 'POST /api/auth/send-otp',
    expect: same(200),
    note: 'the same answer for a taken address or number; its owner is told instead; `{phone}` spends from the SMS budget',
    call: () => ({ method: 'POST', url: '/api/auth/send-otp', payload: { email: freshEmail('otp') } }),
  },
  {
    route: 'POST /api/auth/verify-otp',
    expect: same(201),
    call: async (w) => {
      const email = await w.fresh.signUpCode();
      const registrationData = { firstName: 'Neema', lastName: 'Mwangi', email, phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true };
      return { method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: SIGN_UP_CODE, registrationData } };
    },
  },
  {
    route: 'POST /api/auth/register',
    expect: same(201),
    note: 'development and tests only; 404 on a production server',
    call: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Neema', lastName: 'Mwangi', email: freshEmail('reg'), phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true },
    }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: same(200),
    note: 'the same answer whether or not the account exists; `{phone}` spends from the SMS budget whether or not a code leaves',
    call: async (w) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: (await w.fresh.user()).user.email } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: same(200),
    call: async (w) => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: await w.fresh.resetToken(), newPassword: SAFE_PASSWORD } }),
  },
  {
    route: 'POST /api/admin/quick-login',
    case: 'the right key',
    expect: same(200),
    note: 'exists only when ADMIN_QUICK_LOGIN_KEY is set (404 otherwise); the key is the credential',
    call: () => ({ method: 'POST', url: '/api/admin/quick-login', token: null, payload: { adminKey: QUICK_LOGIN_KEY } }),
  },
  {
    route: 'POST /api/admin/quick-login',
    case: 'a wrong key',
    expect: same(401),
    call: () => ({ method: 'POST', url: '/api/admin/quick-login', payload: { adminKey: 'not-the-key' } }),
  },
];
