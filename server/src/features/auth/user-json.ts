/**
 * The user as the API shows it (@okota/shared/contracts/auth.contract), built from its row; this
 * stays on the server because only the server holds a UserRow.
 */
import type { z } from 'zod';
import type { userResponse } from '@okota/shared/contracts/auth.contract';
import type { UserRow } from '../../db/schema';
import { shownPhoneOf } from '../../db/account-phone';

export type UserJson = z.infer<typeof userResponse>;

export function toUserJson(user: UserRow): UserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: shownPhoneOf(user),
    profileImageUrl: user.profileImageUrl,
    role: user.role as UserJson['role'],
    language: user.language,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
