/**
 * Private document numbers and the USSD service's memory (issue 16, docs/decisions/0205–0206).
 * A document number is never stored: only HMAC-SHA-256 of its normalised form under
 * DOCUMENT_HASH_KEY (features/documents/document-hash.ts), in tables of their own so that no
 * query of items or reports can carry it into an answer by accident.
 */
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { items } from './items';
import { lostReports } from './lost-reports';

/** The number on a found document (an item in the Documents category); forgotten once the item is no longer available. */
export const itemDocumentNumbers = pgTable(
  'item_document_numbers',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Hex HMAC-SHA-256. */
    numberHash: varchar('number_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('item_document_numbers_hash_idx').on(t.numberHash)],
);

/** The number an owner gave on a lost report: a found item with the same number matches it exactly. */
export const lostReportDocumentNumbers = pgTable(
  'lost_report_document_numbers',
  {
    lostReportId: integer('lost_report_id')
      .primaryKey()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    numberHash: varchar('number_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lost_report_document_numbers_hash_idx').on(t.numberHash)],
);

/** A number that used the USSD menu: the language it chose, so its next session opens in it. */
export const ussdCallers = pgTable('ussd_callers', {
  /** +254…, as the network gave it. */
  phone: varchar('phone', { length: 20 }).primaryKey(),
  language: varchar('language', { length: 5 }).notNull(),
  /** The session in which the number first chose: that session began on the language screen (ussd-engine.ts). */
  firstSessionId: varchar('first_session_id', { length: 200 }).notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
