/**
 * Organisations that hold found things (police stations, chiefs' offices, SACCO offices, campus
 * desks …), their members, and the collection codes owners show at the desk (issue 28,
 * docs/decisions/0240). An organisation applies, an admin verifies it, then its desk members post
 * items that say where they are held; an owner who paid collects in person with a one-time code.
 *
 *   pending ──verify──▶ verified ──suspend──▶ suspended ──reinstate──▶ verified
 *      └──reject──▶ rejected
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { items } from './items';
import { claims } from './claims';

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public page's address: /o/{slug}. */
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** One of ORGANISATION_KINDS (packages/shared/src/organisations.ts). */
    kind: varchar('kind', { length: 30 }).notNull(),
    county: varchar('county', { length: 50 }).notNull(),
    /** Address or landmark people can find it by. */
    landmark: varchar('landmark', { length: 300 }).notNull(),
    /** Opening hours as the desk writes them ("Mon–Fri 8am–5pm"). */
    hours: varchar('hours', { length: 200 }).notNull(),
    /**
     * A verified organisation's edited landmark and hours that the contact check was in doubt
     * about: kept here, unseen by the public, until an admin applies or drops them; the reason is
     * the doubt's code (also set, with the texts live, on an application in doubt). docs/decisions/0265.
     */
    pendingLandmark: varchar('pending_landmark', { length: 300 }),
    pendingHours: varchar('pending_hours', { length: 200 }),
    pendingTextsReason: varchar('pending_texts_reason', { length: 30 }),
    /** The public phone number (+254…); shown on its page, never a member's own number. */
    publicPhone: varchar('public_phone', { length: 20 }).notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    statusReason: text('status_reason'),
    /** Whether individual finders may drop items here (a handover point). */
    acceptsDropOffs: boolean('accepts_drop_offs').notNull().default(false),
    /** Whether the organisation's own items carry a finder share (paid to payoutPhone) or only the platform fee. */
    takesFinderShare: boolean('takes_finder_share').notNull().default(false),
    /** The organisation's M-Pesa number for its share (+254…), proved by an SMS code before it is used. */
    payoutPhone: varchar('payout_phone', { length: 20 }),
    payoutPhoneVerifiedAt: ts('payout_phone_verified_at'),
    /** How long it holds items, in days, within the admin's limits (settings). */
    holdingDaysDocuments: integer('holding_days_documents').notNull().default(60),
    holdingDaysOther: integer('holding_days_other').notNull().default(90),
    /** What an owner whose ID card is the lost item brings instead of it: one of ID_CARD_PROOFS (docs/decisions/0261). */
    idCardProof: varchar('id_card_proof', { length: 40 }).notNull().default('abstract_or_birth_certificate'),
    appliedBy: uuid('applied_by')
      .notNull()
      .references(() => users.id),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verifiedAt: ts('verified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisations_slug_unique').on(t.slug),
    check('organisations_status_check', sql`${t.status} in ('pending', 'verified', 'suspended', 'rejected')`),
    index('organisations_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/**
 * A member is invited by phone number; the account with that (verified) number joins when it
 * accepts. One row per organisation and number, so a person may belong to several organisations.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The invited number, normalised (+254…). */
    phone: varchar('phone', { length: 20 }).notNull(),
    /** Set when the invitation is accepted (the applicant is a manager from the start). */
    userId: uuid('user_id').references(() => users.id),
    role: varchar('role', { length: 20 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    acceptedAt: ts('accepted_at'),
    removedAt: ts('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('organisation_members_role_check', sql`${t.role} in ('manager', 'desk')`),
    uniqueIndex('organisation_members_phone_unique').on(t.organisationId, t.phone),
    index('organisation_members_user_idx').on(t.userId),
  ],
);

/**
 * An item in an organisation's custody: posted by its desk, or dropped off by an individual finder
 * (who keeps the finder's share). Leaves search when heldUntil passes.
 */
export const heldItems = pgTable(
  'held_items',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** 'posted' by the desk, or 'dropped_off' by the individual finder who posted it. */
    custody: varchar('custody', { length: 20 }).notNull(),
    /** The desk member who posted or received it. */
    receivedBy: uuid('received_by').references(() => users.id),
    heldSince: ts('held_since').notNull().defaultNow(),
    heldUntil: ts('held_until').notNull(),
    /** The reminder to the desk before heldUntil was sent. */
    remindedAt: ts('reminded_at'),
    /** Set when the holding period ended without a collection (documents: returned to the registrar). */
    expiredAt: ts('expired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('held_items_custody_check', sql`${t.custody} in ('posted', 'dropped_off')`),
    index('held_items_organisation_idx').on(t.organisationId, t.heldSince.desc()),
    index('held_items_due_idx')
      .on(t.heldUntil)
      .where(sql`${t.expiredAt} is null`),
  ],
);

/**
 * The code an owner who paid shows at the desk: 6 digits, stored only as a hash, single use,
 * expiring with the holding period; five wrong entries lock it for an hour.
 */
export const collectionCodes = pgTable('collection_codes', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  claimId: integer('claim_id')
    .notNull()
    .references(() => claims.id),
  codeHash: varchar('code_hash', { length: 128 }).notNull(),
  /**
   * The code itself while it is open, for the owner's own page (docs/decisions/0261); cleared when
   * it is used. The desk compares the hash.
   */
  shownCode: varchar('shown_code', { length: 12 }),
  expiresAt: ts('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  usedAt: ts('used_at'),
  usedBy: uuid('used_by').references(() => users.id),
  createdAt: createdAt(),
});
