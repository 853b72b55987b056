/**
 * What the USSD menus read. Each answer must come within a few seconds on a busy catalogue
 * (the bench holds it to 300 ms at p95 with 100,000 items): every query is one index range.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, claims, heldItems, items, organisations, payments, users } from '../../db/schema';
import { isOpenToOwners } from '../../db/item-visibility';

export async function listCategoryChoices(db: Executor) {
  return db.select({ id: categories.id, name: categories.name, icon: categories.icon }).from(categories).orderBy(asc(categories.id));
}

export interface FoundItemSummary {
  id: number;
  title: string;
  county: string;
  dateFound: string;
}

const summaryColumns = { id: items.id, title: items.title, county: items.location, dateFound: items.dateFound };
/**
 * Items an owner can still claim: visible and available. Written as literals, not parameters:
 * PostgreSQL uses the partial lost_items_claimable_newest_idx only when it can see the predicate.
 */
const claimable = isOpenToOwners;

/** The newest claimable items of a category found in a county. */
export async function listNewestFoundItems(db: Executor, options: { categoryId: number; county: string; limit: number }): Promise<FoundItemSummary[]> {
  return (
    db
      .select(summaryColumns)
      .from(items)
      .where(and(claimable, eq(items.categoryId, options.categoryId), eq(items.location, options.county)))
      // The index's own order (nulls last), so PostgreSQL reads five entries instead of sorting a county's category.
      .orderBy(sql`${items.createdAt} desc nulls last`, sql`${items.id} desc nulls last`)
      .limit(options.limit)
  );
}

export async function findFoundItem(db: Executor, id: number): Promise<FoundItemSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(items)
    .where(and(claimable, eq(items.id, id)));
  return row;
}

/** The verified organisation that holds the item, if any (issue 28): its name, for the item's screen. */
export async function findHolderName(db: Executor, itemId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(and(eq(heldItems.itemId, itemId), eq(organisations.status, 'verified')));
  return row?.name;
}

/**
 * The account whose proven number is the caller's. An unverified number may have been typed by
 * someone else at sign-up: its account's claims are not shown to whoever holds the phone.
 */
export async function findVerifiedAccountByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true), eq(users.suspended, false)));
  return row;
}

/** Whether any account (verified or not) has this number: the claims menu tells the two apart. */
export async function hasAccountWithPhone(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return !!row;
}

export interface ClaimSummary {
  id: number;
  status: string;
  itemId: number;
  itemTitle: string;
  itemStatus: string;
  hasPaid: boolean;
}

/** The caller's own claims, newest first (claims_claimer_idx). */
export async function listClaimsOfClaimer(db: Executor, claimerId: string, limit: number): Promise<ClaimSummary[]> {
  return db
    .select({
      id: claims.id,
      status: claims.status,
      itemId: items.id,
      itemTitle: items.title,
      itemStatus: items.status,
      hasPaid: sql<boolean>`exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} = 'completed')`,
    })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(eq(claims.claimerId, claimerId))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(limit);
}
