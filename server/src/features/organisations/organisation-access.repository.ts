/** The organisation and membership reads that decide who may act for an organisation (organisation-access.ts). */
import { and, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { MemberRole } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { heldItems, organisationMembers, organisations } from '../../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;

export async function findOrganisation(db: Executor, id: string): Promise<OrganisationRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row;
}

/** The caller's active role in the organisation, or undefined. */
export async function findMemberRole(db: Executor, organisationId: string, userId: string): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.userId, userId),
        isNotNull(organisationMembers.acceptedAt),
        isNull(organisationMembers.removedAt),
      ),
    )
    .limit(1);
  return row?.role as MemberRole | undefined;
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
    .where(
      and(
        eq(heldItems.itemId, itemId),
        eq(heldItems.custody, 'posted'),
        eq(organisations.status, 'verified'),
        eq(organisationMembers.userId, userId),
        inArray(organisationMembers.role, ['desk', 'manager']),
        isNotNull(organisationMembers.acceptedAt),
        isNull(organisationMembers.removedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
