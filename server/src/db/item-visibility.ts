/**
 * What the public may see of the catalogue, written once (docs/decisions/0253), beside the schema so
 * that every feature's repositories and operations can use it without importing a feature. Three rungs:
 * - publicly visible: not hidden by moderation, not removed (its page answers anyone; landing figures);
 * - open to owners: visible and still available (claims, match alerts, USSD, the sitemap, document lookups);
 * - listed in search: visible and not held by an organisation that is not verified now (0241).
 * The SQL of the first rung is, word for word, the WHERE of the partial indexes in migration 0009
 * (lost_items_visible_*_idx), so the planner can use them; the search lexicon triggers of
 * migration 0013 spell the same rule in SQL (a migration cannot import this file).
 */
import { and, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { items } from './schema';

interface VisibilityFields {
  isHidden: boolean;
  status: string;
}

export const isPubliclyVisible: SQL = and(eq(items.isHidden, false), sql`${items.status} <> 'removed'`)!;

export const isItemPubliclyVisible = (item: VisibilityFields) => !item.isHidden && item.status !== 'removed';

export const isOpenToOwners: SQL = and(eq(items.status, 'available'), eq(items.isHidden, false))!;

export const isItemOpenToOwners = (item: VisibilityFields) => !item.isHidden && item.status === 'available';

/** The same, for raw SQL that names lost_items by an alias (`from lost_items i`). */
export const isOpenToOwnersAs = (alias: 'i'): SQL => sql.raw(`${alias}.is_hidden = false and ${alias}.status = 'available'`);

/** An item held by an organisation that is not verified now (suspended) leaves search (docs/decisions/0241). */
export const isNotHeldBySuspended: SQL = sql`not exists (
  select 1 from held_items h join organisations o on o.id = h.organisation_id where h.item_id = ${items.id} and o.status <> 'verified')`;

/**
 * Held for review by our system, no admin having acted (docs/decisions/0234, 0237, 0260): the
 * reasons below are ours, written by hold-doubtful-listing.ts and hold-reported-scam.ts. The kind
 * of reason is what the finder and admins are shown; the listing's words never are.
 */
export const CONTACT_HOLD_REASON = 'Held automatically: it may hold contact details written in a way the detector could not be sure of';
export const SCAM_HOLD_REASON = 'Reported as a scam; hidden until an admin reviews it';
export type HeldForReview = 'contact' | 'scam';

export function heldForReview(item: { isHidden: boolean; hiddenBy: string | null; hiddenReason: string | null; status: string }): HeldForReview | null {
  if (!item.isHidden || item.hiddenBy !== null || item.status === 'removed') return null;
  if (item.hiddenReason?.startsWith(CONTACT_HOLD_REASON)) return 'contact';
  if (item.hiddenReason === SCAM_HOLD_REASON) return 'scam';
  return null;
}

/** What raised a contact hold's doubt, read from the reason hold-doubtful-listing.ts wrote ('… (digits)'), or null. */
export function contactHoldDoubt(hiddenReason: string | null): 'spelled-digits' | 'digits' | 'email' | null {
  const doubt = hiddenReason?.startsWith(CONTACT_HOLD_REASON) ? /\(([a-z-]+)\)$/.exec(hiddenReason)?.[1] : undefined;
  return doubt === 'spelled-digits' || doubt === 'digits' || doubt === 'email' ? doubt : null;
}

/** The same, in SQL: a listing our system holds and no person has decided on yet. */
export const isHeldForReview: SQL = and(
  eq(items.isHidden, true),
  isNull(items.hiddenBy),
  sql`${items.status} <> 'removed'`,
  or(like(items.hiddenReason, `${CONTACT_HOLD_REASON}%`), eq(items.hiddenReason, SCAM_HOLD_REASON)),
)!;
