/** Claims: an owner's answers and proof, and the finder's decision. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { items } from './items';

export const claims = pgTable(
  'claim_verifications',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    claimerId: uuid('claimer_id')
      .notNull()
      .references(() => users.id),
    answer1: text('answer_1'),
    answer2: text('answer_2'),
    answer3: text('answer_3'),
    proofPhotoUrl: varchar('proof_photo_url', { length: 500 }),
    additionalDetails: text('additional_details').notNull(),
    description: text('description'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    finderNotes: text('finder_notes'),
    verifiedAt: ts('verified_at'),
    // A claim whose texts may hide contact details waits for an admin, unseen by the finder (docs/decisions/0234).
    heldAt: ts('held_at'),
    heldReason: varchar('held_reason', { length: 40 }),
    /** A document number typed in the claim compared with the item's hashed one: 'match', 'different', or null (none typed, or none kept). docs/decisions/0265. */
    documentMatch: varchar('document_match', { length: 12 }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('claim_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('claims_one_approved_per_item')
      .on(t.itemId)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('claims_one_open_per_claimer')
      .on(t.itemId, t.claimerId)
      .where(sql`${t.status} = 'pending'`),
    index('claims_claimer_idx').on(t.claimerId, t.createdAt.desc()),
    index('claims_item_idx').on(t.itemId, t.status),
  ],
);
