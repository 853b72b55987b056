/** Site analytics: daily counters and salted daily visitors (never an IP). */
import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const siteAnalytics = pgTable('site_analytics', {
  date: date('date').primaryKey(),
  pageViews: integer('page_views').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
  searchQueries: integer('search_queries').notNull().default(0),
  itemViews: integer('item_views').notNull().default(0),
  newRegistrations: integer('new_registrations').notNull().default(0),
  itemsPosted: integer('items_posted').notNull().default(0),
  itemsClaimed: integer('items_claimed').notNull().default(0),
  paymentsCompleted: integer('payments_completed').notNull().default(0),
});

/** One row per visitor per day; the visitor is a salted hash of the IP, never the IP. */
export const dailyVisitors = pgTable(
  'daily_visitors',
  {
    date: varchar('date', { length: 10 }).notNull(),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.visitorHash] })],
);
