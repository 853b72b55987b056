/**
 * The user as the API shows it to that user (and, through the same schema, to admins): never the
 * password hash, never the suspension bookkeeping.
 */
import { z } from 'zod';
import { USER_ROLES } from '@okota/shared';
import type { UserRow } from './tokens.repository';

export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
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

export type UserJson = z.infer<typeof userResponse>;

export const sessionResponse = z.object({ token: z.string(), user: userResponse });
export const messageResponse = z.object({ message: z.string() });

export function toUserJson(user: UserRow): UserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role as UserJson['role'],
    language: user.language,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
