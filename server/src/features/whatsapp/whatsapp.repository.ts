/** The WhatsApp tables (db/schema/whatsapp.ts): inbound once by wamid, outbound with statuses, conversations. */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, claims, items, whatsappConversations, whatsappInbound, whatsappOutbound, type WhatsappConversationRow } from '../../db/schema';

/** True when this wamid is new: a repeated delivery inserts nothing. */
export async function insertInbound(db: Executor, row: { wamid: string; waId: string; type: string; message: Record<string, unknown> }): Promise<boolean> {
  const inserted = await db.insert(whatsappInbound).values(row).onConflictDoNothing().returning({ wamid: whatsappInbound.wamid });
  return inserted.length > 0;
}

/** The message to handle, once: marked handled and its text forgotten in the same statement. */
export async function takeInbound(db: Executor, wamid: string): Promise<{ waId: string; message: Record<string, unknown> } | undefined> {
  const [row] = await db
    .update(whatsappInbound)
    .set({ handledAt: sql`now()`, message: null })
    .where(and(eq(whatsappInbound.wamid, wamid), isNull(whatsappInbound.handledAt)))
    .returning({ waId: whatsappInbound.waId, message: sql<Record<string, unknown> | null>`(select message from whatsapp_inbound w where w.wamid = ${wamid})` });
  return row?.message ? { waId: row.waId, message: row.message } : undefined;
}

export async function recordOutbound(
  db: Executor,
  row: {
    wamid: string | null;
    waId: string;
    type: string;
    templateName?: string | null;
    status: 'accepted' | 'refused';
    errorCode?: number | null;
    errorTitle?: string | null;
    fallbackSms?: { to: string; text: string; kind: string; userId: string } | null;
  },
): Promise<void> {
  await db.insert(whatsappOutbound).values(row);
}

const STATUS_ORDER = ['accepted', 'sent', 'delivered', 'read'];

/** A status from Meta; never moves backwards (a late `sent` after `read`), `failed` always wins. Answers the row when it changed. */
export async function applyOutboundStatus(db: Executor, update: { wamid: string; status: string; errorCode?: number | null; errorTitle?: string | null }) {
  if (update.status !== 'failed' && !STATUS_ORDER.includes(update.status)) return undefined;
  const earlier = update.status === 'failed' ? ['accepted', 'sent', 'delivered', 'read'] : STATUS_ORDER.slice(0, STATUS_ORDER.indexOf(update.status));
  const [row] = await db
    .update(whatsappOutbound)
    .set({ status: update.status, errorCode: update.errorCode ?? null, errorTitle: update.errorTitle ?? null, updatedAt: sql`now()` })
    .where(and(eq(whatsappOutbound.wamid, update.wamid), inArray(whatsappOutbound.status, earlier)))
    .returning();
  return row;
}

export async function findConversation(db: Executor, waId: string): Promise<WhatsappConversationRow | undefined> {
  const [row] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.waId, waId)).limit(1);
  return row;
}

export async function startConversation(db: Executor, waId: string, language: string): Promise<WhatsappConversationRow> {
  await db.insert(whatsappConversations).values({ waId, language }).onConflictDoNothing();
  return (await findConversation(db, waId))!;
}

export async function saveConversation(
  db: Executor,
  waId: string,
  changes: Partial<Pick<WhatsappConversationRow, 'language' | 'step' | 'draft' | 'consentedAt' | 'lastInboundAt'>>,
): Promise<void> {
  await db
    .update(whatsappConversations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(whatsappConversations.waId, waId));
}

export async function listCategoryChoices(db: Executor) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(categories.id);
}

/** A person's newest items: the id, category and county (our words), status, for "My items". */
export async function listItemsOf(db: Executor, finderId: string, limit = 5) {
  return db
    .select({ id: items.id, categoryName: categories.name, county: items.location, status: items.status })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.finderId, finderId), ne(items.status, 'removed')))
    .orderBy(desc(items.createdAt))
    .limit(limit);
}

/** A person's newest claims: the item's id, category and county, and the claim's status. */
export async function listClaimsOf(db: Executor, claimerId: string, limit = 5) {
  return db
    .select({ itemId: claims.itemId, categoryName: categories.name, county: items.location, status: claims.status })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(claims.claimerId, claimerId))
    .orderBy(desc(claims.createdAt))
    .limit(limit);
}

/** The SMS to send instead of a failed WhatsApp message, once: whoever takes it first sends it. */
export async function takeFallbackSms(db: Executor, wamid: string) {
  const [row] = await db
    .update(whatsappOutbound)
    .set({ fallbackSentAt: sql`now()` })
    .where(and(eq(whatsappOutbound.wamid, wamid), isNotNull(whatsappOutbound.fallbackSms), isNull(whatsappOutbound.fallbackSentAt)))
    .returning({ fallbackSms: whatsappOutbound.fallbackSms });
  return row?.fallbackSms ?? undefined;
}

export async function setTurnsByWhatsapp(db: Executor, waId: string, on: boolean): Promise<void> {
  await db
    .update(whatsappConversations)
    .set({ turnsByWhatsapp: on, updatedAt: sql`now()` })
    .where(eq(whatsappConversations.waId, waId));
}

/** The admins' counts since `since`: messages in and out, templates (the ones Meta charges for) and failures. */
export async function whatsappCounts(db: Executor, since: Date) {
  const [inbound] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappInbound)
    .where(sql`${whatsappInbound.createdAt} >= ${since.toISOString()}::timestamptz`);
  const [outbound] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${whatsappOutbound.status} <> 'refused')::int`,
      templates: sql<number>`count(*) filter (where ${whatsappOutbound.type} = 'template' and ${whatsappOutbound.status} <> 'refused')::int`,
      failed: sql<number>`count(*) filter (where ${whatsappOutbound.status} in ('failed', 'refused'))::int`,
      fallbacks: sql<number>`count(${whatsappOutbound.fallbackSentAt})::int`,
    })
    .from(whatsappOutbound)
    .where(sql`${whatsappOutbound.createdAt} >= ${since.toISOString()}::timestamptz`);
  return { inbound: inbound.n, ...outbound };
}
