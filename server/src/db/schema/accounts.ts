/** Accounts: people, their sessions, sign-up codes and password resets. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 100 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
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
}, (t) => [
  uniqueIndex('users_email_unique').on(t.email),
  uniqueIndex('users_phone_unique').on(t.phone),
  check('users_role_check', sql`${t.role} in ('finder', 'claimer', 'admin')`),
]);

/** An account as read from the database: what every feature passes around as the signed-in user. */
export type UserRow = typeof users.$inferSelect;

export const authTokens = pgTable('auth_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_tokens_user_idx').on(t.userId)]);

export const emailOtps = pgTable('email_otps', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 100 }).notNull(),
  otpHash: varchar('otp_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  verified: boolean('verified').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('email_otps_email_idx').on(t.email)]);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 255 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_reset_tokens_token_unique').on(t.tokenHash)]);
