/** Reviews, messages, notifications and Web Push subscriptions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, jsonb } from './columns';
import { users } from './accounts';
import { items } from './items';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_type_check', sql`${t.type} in ('finder', 'claimer')`),
    uniqueIndex('reviews_one_per_reviewer_item').on(t.itemId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    messageType: varchar('message_type', { length: 20 }).notNull().default('text'),
    attachmentUrl: varchar('attachment_url', { length: 500 }),
    attachmentName: varchar('attachment_name', { length: 255 }),
    attachmentSize: integer('attachment_size'),
    isRead: boolean('is_read').notNull().default(false),
    /** What our check took out of the content ('payment', 'document'; docs/decisions/0282): the chat says so to both sides. */
    removed: varchar('removed', { length: 20 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** The sender's key for this send (docs/decisions/0284): a retry with it answers this row instead of storing another. */
    sendKey: uuid('send_key'),
    /** SHA-256 of the item and the text as scrubbed alone: a reused key with another body is refused, and no removed detail is kept. */
    sendDigest: varchar('send_digest', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_type_check', sql`${t.messageType} in ('text', 'image', 'file', 'voice')`),
    index('messages_item_idx').on(t.itemId, t.createdAt),
    uniqueIndex('messages_sender_send_key_unique').on(t.senderId, t.sendKey),
    index('messages_receiver_unread_idx')
      .on(t.receiverId)
      .where(sql`${t.isRead} = false`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    subscription: jsonb('subscription').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default('New Notification'),
    message: text('message').notNull(),
    /** What it says, as a kind and its parameters, written in the reader's language when read (decisions/0211). Null on older rows, which keep title and message. */
    kind: varchar('kind', { length: 40 }),
    params: jsonb('params').$type<Record<string, unknown>>(),
    itemId: integer('item_id').references(() => items.id),
    itemTitle: varchar('item_title', { length: 200 }),
    claimerId: uuid('claimer_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);
