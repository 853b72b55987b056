/**
 * An item's custody at an organisation, as the features below organisations need it
 * (docs/decisions/0242, 0253): posted by the desk or dropped off by its finder, until when, where
 * the organisation's own share goes, and who may act for the holder. Items, claims and payments
 * read it; organisations writes it (held items, drop-offs) and sits above them all.
 */
import { and, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { handsOverFree } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { heldItems, organisationMembers, organisations } from '../../db/schema';

export type Custody = 'posted' | 'dropped_off';

export interface HeldCustody {
  itemId: number;
  organisationId: string;
  custody: Custody;
  heldUntil: Date;
  expiredAt: Date | null;
  takesFinderShare: boolean;
  payoutPhone: string | null;
  payoutPhoneVerifiedAt: Date | null;
  /** A police station, a chief's office or a government office: the owner pays nothing (docs/decisions/0261). */
  free: boolean;
}

export async function findHeldCustody(db: Executor, itemId: number): Promise<HeldCustody | undefined> {
  const [row] = await db
    .select({
      itemId: heldItems.itemId,
      organisationId: heldItems.organisationId,
      custody: heldItems.custody,
      heldUntil: heldItems.heldUntil,
      expiredAt: heldItems.expiredAt,
      takesFinderShare: organisations.takesFinderShare,
      payoutPhone: organisations.payoutPhone,
      payoutPhoneVerifiedAt: organisations.payoutPhoneVerifiedAt,
      kind: organisations.kind,
    })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(eq(heldItems.itemId, itemId));
  if (!row) return undefined;
  const { kind, ...rest } = row;
  return { ...rest, custody: row.custody as Custody, free: handsOverFree(kind) };
}

/** The members who act for an item's holder (joined from held_items through organisations and members). */
function actsForHolderOf(itemId: number) {
  return and(
    eq(heldItems.itemId, itemId),
    eq(heldItems.custody, 'posted'),
    eq(organisations.status, 'verified'),
    inArray(organisationMembers.role, ['desk', 'manager']),
    isNotNull(organisationMembers.acceptedAt),
    isNull(organisationMembers.removedAt),
  );
}

/**
 * Whether the user acts for the organisation that posted the item: an active desk or manager
 * member of a verified organisation holding it with custody 'posted'. Desk staff rotate, so any
 * of them may review its claims, not only whoever typed it in (docs/decisions/0242). A dropped-off
 * item stays its individual finder's to decide.
 */
export async function actsForHolder(db: Executor, itemId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: organisationMembers.role })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, heldItems.organisationId))
    .where(and(actsForHolderOf(itemId), eq(organisationMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Everyone who acts for the holder of an item its organisation posted (actsForHolder's people):
 * every one of them is told of a new claim, not only whoever typed the item in (docs/decisions/0261).
 */
export async function listHolderDeskIds(db: Executor, itemId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: organisationMembers.userId })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, heldItems.organisationId))
    .where(actsForHolderOf(itemId));
  return [...new Set(rows.map((r) => r.userId).filter((id): id is string => !!id))];
}
