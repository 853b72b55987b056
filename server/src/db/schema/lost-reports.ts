/** Lost reports and the found items that matched them (issue 11). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, real, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { GENERIC_MATCH_LEXEMES } from '../lost-report-terms';
import { users } from './accounts';
import { items } from './items';

/** An owner's report of something they lost (issue 11); private to the owner and admins. */
export const lostReports = pgTable(
  'lost_reports',
  {
    id: serial('id').primaryKey(),
    /**
     * Null for a report filed by USSD from a number with no verified account: its verified alert
     * phone (lost_report_alert_phones) is then the only one told of a match (docs/decisions/0206).
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    /**
     * No foreign key: admins delete categories no item uses (features/admin), and a report naming
     * one must not block that nor vanish with it; it then shows no category until edited.
     */
    categoryId: integer('category_id').notNull(),
    description: text('description').notNull(),
    /** Storage key under private/ (never served by /uploads). */
    photoKey: varchar('photo_key', { length: 300 }),
    county: varchar('county', { length: 50 }).notNull(),
    nearLocation: varchar('near_location', { length: 300 }),
    dateLost: date('date_lost').notNull(),
    notifyInApp: boolean('notify_in_app').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyPush: boolean('notify_push').notNull().default(true),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    expiresAt: ts('expires_at').notNull(),
    reminderSentAt: ts('reminder_sent_at'),
    /** What the text is scored on: English full-text lexemes of title and description, generic words removed. */
    terms: text('terms')
      .array()
      .generatedAlwaysAs(
        sql.raw(`tsvector_to_array(ts_delete(to_tsvector('english', title || ' ' || description), '{${GENERIC_MATCH_LEXEMES.join(',')}}'::text[]))`),
      ),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lost_reports_status_check', sql`${t.status} in ('open', 'closed', 'expired')`),
    index('lost_reports_owner_idx').on(t.ownerId, t.createdAt.desc()),
    // A found item's candidates: one range of this index (category, county, the 60 days before it was found).
    index('lost_reports_candidates_idx')
      .on(t.categoryId, t.county, t.dateLost)
      .where(sql`${t.status} = 'open'`),
    // The expiry job's reminders and expiries, without reading closed or expired reports.
    index('lost_reports_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A found item that matched a report; unique per pair, so an owner is told once per item. */
export const lostReportMatches = pgTable(
  'lost_report_matches',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    notifiedAt: ts('notified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lost_report_matches_pair_unique').on(t.reportId, t.itemId), index('lost_report_matches_item_idx').on(t.itemId)],
);
