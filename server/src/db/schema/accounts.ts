/** Accounts: people, their sessions, sign-up codes and password resets. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an account made by phone without an address (docs/decisions/0230); unique when set. */
    email: varchar('email', { length: 100 }),
    passwordHash: text('password_hash').notNull(),
    /**
     * Null only for an e-mail sign-up that gave a number already on another account: the number is
     * then kept in pendingPhone, shown to its typist like any other, and attached only once proven
     * by an SMS code, which its real holder never gets (docs/decisions/0276).
     */
    phone: varchar('phone', { length: 20 }),
    pendingPhone: varchar('pending_phone', { length: 20 }),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    profileImageUrl: varchar('profile_image_url', { length: 500 }),
    role: varchar('role', { length: 10 }).notNull().default('claimer'),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    suspended: boolean('suspended').notNull().default(false),
    suspendedAt: ts('suspended_at'),
    suspensionReason: text('suspension_reason'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: ts('terms_accepted_at'),
    privacyPolicyAccepted: boolean('privacy_policy_accepted').notNull().default(false),
    privacyPolicyAcceptedAt: ts('privacy_policy_accepted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    check('users_role_check', sql`${t.role} in ('finder', 'claimer', 'admin')`),
    // Every account has a number, its own or pending; a pending one is never proven.
    check('users_phone_or_pending_check', sql`${t.phone} is not null or (${t.pendingPhone} is not null and not ${t.phoneVerified})`),
  ],
);

/** An account as read from the database: what every feature passes around as the signed-in user. */
export type UserRow = typeof users.$inferSelect;

export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const emailOtps = pgTable(
  'email_otps',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 100 }).notNull(),
    /**
     * Set when a signed-in account asked to prove an address (docs/decisions/0230): the code then
     * belongs to that account only, and the address becomes its own once the code is entered.
     * Null for a sign-up code.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    otpHash: varchar('otp_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('email_otps_email_idx').on(t.email)],
);

/**
 * Codes sent by SMS to a number that has no session yet: phone sign-up and a password reset by
 * phone (docs/decisions/0230). Only a hash is stored. A row is written even when no SMS goes out
 * (a taken number at sign-up, an unknown one at reset), so that checking a code answers the same.
 */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    otpHash: varchar('otp_hash', { length: 64 }).notNull(),
    /** Sign-up: the first name given with the number, used when the account is created. */
    firstName: varchar('first_name', { length: 50 }),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_otps_phone_idx').on(t.phone, t.purpose), check('phone_otps_purpose_check', sql`${t.purpose} in ('sign_up', 'reset')`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 255 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_unique').on(t.tokenHash)],
);
