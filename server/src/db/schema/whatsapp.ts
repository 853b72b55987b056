/**
 * WhatsApp (issue 36, docs/decisions/0267): every inbound message once by its wamid (Meta retries
 * a delivery for days, so the unique key is what makes handling happen once), every message we
 * sent with its latest delivery status, and one conversation per number (the step of the bot's
 * questions, the draft being built, the language, the consent).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt, jsonb } from './columns';

export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    /** Meta's message id (wamid.…): a repeated delivery meets this key and does nothing. */
    wamid: varchar('wamid', { length: 200 }).primaryKey(),
    /** The sender as Meta writes it: international form without '+'. */
    waId: varchar('wa_id', { length: 20 }).notNull(),
    /** text, image, location, interactive, audio, sticker … */
    type: varchar('type', { length: 20 }).notNull(),
    /** The message as Meta sent it, until the handling job has read it (then cleared: it may hold what a person typed). */
    message: jsonb<Record<string, unknown> | null>('message'),
    handledAt: ts('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('whatsapp_inbound_created_idx').on(t.createdAt)],
);

export const whatsappOutbound = pgTable(
  'whatsapp_outbound',
  {
    id: serial('id').primaryKey(),
    /** The wamid Meta gave the send; null when the send was refused. */
    wamid: varchar('wamid', { length: 200 }),
    waId: varchar('wa_id', { length: 20 }).notNull(),
    /** text, image, interactive, template */
    type: varchar('type', { length: 20 }).notNull(),
    templateName: varchar('template_name', { length: 100 }),
    /** accepted → sent → delivered → read | failed; refused: Meta said no to the send. */
    status: varchar('status', { length: 20 }).notNull(),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    /** A turn message's SMS, sent instead if WhatsApp reports it failed (once: fallbackSentAt). */
    fallbackSms: jsonb<{ to: string; text: string; kind: string; userId: string } | null>('fallback_sms'),
    fallbackSentAt: ts('fallback_sent_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('whatsapp_outbound_status_check', sql`${t.status} in ('accepted', 'sent', 'delivered', 'read', 'failed', 'refused')`),
    uniqueIndex('whatsapp_outbound_wamid_unique').on(t.wamid),
    index('whatsapp_outbound_created_idx').on(t.createdAt),
  ],
);

export const whatsappConversations = pgTable('whatsapp_conversations', {
  waId: varchar('wa_id', { length: 20 }).primaryKey(),
  language: varchar('language', { length: 5 }).notNull().default('en'),
  /** The question the bot asked last (conversation/steps.ts). */
  step: varchar('step', { length: 40 }).notNull().default('menu'),
  /** What the person answered so far in this flow (photos, category, county …). */
  draft: jsonb<Record<string, unknown>>('draft').notNull().default({}),
  /** When the person agreed to the terms in the chat (an account is made at the first post). */
  consentedAt: ts('consented_at'),
  /** The person chose to get turn messages (claims, payments …) here instead of by SMS; the chat's menu switches it. */
  turnsByWhatsapp: boolean('turns_by_whatsapp').notNull().default(false),
  /** The person's latest message: the 24-hour customer-service window runs from here. */
  lastInboundAt: ts('last_inbound_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type WhatsappConversationRow = typeof whatsappConversations.$inferSelect;
