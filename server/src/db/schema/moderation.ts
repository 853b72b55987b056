/** Moderation: the audit trail, user reports and the contact inbox. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt, jsonb } from './columns';
import { users } from './accounts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    action: varchar('action', { length: 50 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    reason: text('reason'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: ts('resolved_at'),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_target_check', sql`${t.targetType} in ('item', 'user')`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    subject: varchar('subject', { length: 200 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('contact_messages_category_check', sql`${t.category} in ('general', 'technical', 'payment', 'dispute', 'feedback', 'legal')`)],
);
