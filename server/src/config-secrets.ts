/**
 * Production refuses weak secrets (issue 26, docs/decisions/0237): a value left as .env.example's
 * CHANGE-ME, a callback secret or key short or plain enough to guess (it is all that stands
 * between the Internet and "this payment succeeded"), and an admin password that is short, common
 * or one of the defaults our own tests and examples publish.
 */

/** Secrets that authenticate a caller or key a hash: long and varied, like `openssl rand -hex 32`. */
export const STRONG_SECRET_KEYS = ['MPESA_CALLBACK_SECRET', 'AT_CALLBACK_KEY', 'DOCUMENT_HASH_KEY', 'ADMIN_QUICK_LOGIN_KEY'] as const;
export const MIN_SECRET_LENGTH = 32;
const MIN_SECRET_DISTINCT = 12;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Passwords published in this repository (tests, examples) or on every list of common ones. */
const KNOWN_PASSWORDS = ['admin-pass-123', 'passw0rd!', 'password', 'admin', 'okota', 'qwerty', '123456', 'letmein', 'welcome', 'changeme', 'change-me'];

export function secretProblems(env: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === 'string' && /change-?me/i.test(value)) problems.push(`${key} still holds the example value CHANGE-ME: set a real one`);
  }
  for (const key of STRONG_SECRET_KEYS) {
    const value = env[key];
    if (typeof value !== 'string' || !value || /change-?me/i.test(value)) continue;
    if (value.length < MIN_SECRET_LENGTH || new Set(value).size < MIN_SECRET_DISTINCT) {
      problems.push(`${key} is too weak: use at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -hex 32)`);
    }
  }
  const password = env.ADMIN_PASSWORD;
  if (typeof password === 'string' && password && !/change-?me/i.test(password)) {
    const folded = password.toLowerCase();
    const email = typeof env.ADMIN_EMAIL === 'string' ? env.ADMIN_EMAIL.toLowerCase().split('@')[0] : '';
    const common = KNOWN_PASSWORDS.some((word) => folded === word || (word.length >= 5 && folded.includes(word)));
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH || new Set(folded).size < 6 || common || (email.length >= 4 && folded.includes(email))) {
      problems.push(
        `ADMIN_PASSWORD is too weak: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters, not a common word, a default of this project or the admin's e-mail`,
      );
    }
  }
  return problems;
}
