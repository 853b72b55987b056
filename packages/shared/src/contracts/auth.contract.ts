/**
 * The accounts API's answers (docs/product/user-flows.md section 4): the user as the API shows it to that
 * user (and, through the same schema, to admins), never the password hash nor the suspension
 * bookkeeping. Request bodies are in ../schemas/auth.schema.ts and ../schemas/phone.schema.ts.
 */
import { z } from 'zod';
import { ACCOUNT_MODES, USER_ROLES } from '../constants';

export const userResponse = z.object({
  id: z.string(),
  /** Null for an account made by phone without an address (docs/decisions/0230). */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  language: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
});

/** Sign-in, sign-up and the admin quick login: a bearer token and its user. */
export const sessionResponse = z.object({ token: z.string(), user: userResponse });
export const messageResponse = z.object({ message: z.string() });
/** A change to the account (phone changed, phone verified): the user as it now is. */
export const userChangedResponse = messageResponse.extend({ user: userResponse });

/**
 * POST /api/auth/update-phone: the account unchanged and the number a code was sent to (null when
 * it was the account's own); the same answer for a taken number (docs/decisions/0230).
 */
export const phoneChangeStartedResponse = userChangedResponse.extend({ pendingPhone: z.string().nullable(), expiresAt: z.string().nullable() });

/** POST /api/auth/set-role: the preferred mode (finder or claimer); an admin stays admin. */
export const setRoleResponse = z.object({ role: z.enum(ACCOUNT_MODES), user: userResponse });

/** POST /api/auth/send-otp: the same answer whether or not the address has an account. */
export const signUpCodeSentResponse = messageResponse.extend({ expiresInSeconds: z.number() });

/** POST /api/auth/email/send-code: the same answer for a taken address (no code goes there). */
export const emailCodeSentResponse = messageResponse.extend({ email: z.string(), expiresAt: z.string(), isNewEmail: z.boolean() });

/** POST /api/auth/phone/send-code. */
export const phoneCodeSentResponse = messageResponse.extend({ phone: z.string(), expiresAt: z.string(), isNewPhone: z.boolean() });
