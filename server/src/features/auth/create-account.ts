import { MESSAGE_KEYS, namesSpellContact } from '@okota/shared';
import type { Executor } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { insertUser, isEmailTaken, isPhoneTaken } from './users.repository';
import type { UserRow } from '../../db/schema';

/** Refuses an e-mail or phone already in use with 409, before anything is written. */
export async function assertAccountFree(db: Executor, who: { email?: string | null; phone?: string }): Promise<void> {
  if (who.email && (await isEmailTaken(db, who.email)))
    throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { email: MESSAGE_KEYS.emailTaken } });
  if (who.phone && (await isPhoneTaken(db, who.phone)))
    throw new AppError('PHONE_TAKEN', MESSAGE_KEYS.phoneTaken, { errors: { phone: MESSAGE_KEYS.phoneTaken } });
}

/**
 * A new account: role 'claimer' (docs/rules.md "Accounts and roles"), terms and privacy policy accepted now. The unique
 * indexes decide races between two sign-ups with the same e-mail or phone. The caller hashes the
 * password first, so no transaction stays open during the (deliberately slow) hashing.
 */
export async function createAccount(
  db: Executor,
  options: {
    /** Phone sign-up may have no address and no last name (stored as ''; docs/decisions/0230). */
    data: { firstName: string; lastName: string; email: string | null; phone: string };
    /**
     * The number is already on another account: keep it as pending instead, unproven and never
     * texted (docs/decisions/0276), so that sign-up answers as it would for a free number.
     */
    phoneTaken?: boolean;
    passwordHash: string;
    language: MailLanguage;
    emailVerified: boolean;
    phoneVerified?: boolean;
  },
): Promise<UserRow> {
  const { data, passwordHash, language, emailVerified, phoneVerified = false, phoneTaken = false } = options;
  // Each name passed its own check; read together ('Sifuri Saba' 'Moja Mbili …') they may still spell a number (docs/decisions/0265).
  if (namesSpellContact(data.firstName, data.lastName)) {
    throw new AppError('VALIDATION_FAILED', MESSAGE_KEYS.nameContact, { errors: { lastName: MESSAGE_KEYS.nameContact } });
  }
  await assertAccountFree(db, phoneTaken ? { email: data.email } : data);
  const now = new Date();
  try {
    return await insertUser(db, {
      email: data.email,
      passwordHash,
      phone: phoneTaken ? null : data.phone,
      pendingPhone: phoneTaken ? data.phone : null,
      firstName: data.firstName,
      lastName: data.lastName,
      role: 'claimer',
      language,
      emailVerified,
      phoneVerified,
      termsAccepted: true,
      termsAcceptedAt: now,
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique'))
      throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { email: MESSAGE_KEYS.emailTaken } });
    if (isUniqueViolation(error, 'users_phone_unique'))
      throw new AppError('PHONE_TAKEN', MESSAGE_KEYS.phoneTaken, { errors: { phone: MESSAGE_KEYS.phoneTaken } });
    throw error;
  }
}
