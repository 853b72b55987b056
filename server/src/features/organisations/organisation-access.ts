/**
 * Who may act for an organisation: an accepted, not removed member with one of the given roles,
 * of an organisation in a given status. Every organisation route that is not public asks here
 * (issue 28, docs/decisions/0240); an outsider gets 403 whatever the organisation's state, and an
 * unknown organisation 404.
 */
import { and, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { MemberRole, OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { heldItems, organisationMembers, organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type OrganisationRow = typeof organisations.$inferSelect;

export const NOT_A_MEMBER = 'Only members of this organisation can do this';
export const NOT_VERIFIED = 'This organisation is not verified yet';

export async function findOrganisation(db: Executor, id: string): Promise<OrganisationRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row;
}

/** The caller's active role in the organisation, or undefined. */
export async function findMemberRole(db: Executor, organisationId: string, userId: string): Promise<MemberRole | undefined> {
  const [row] = await db.select({ role: organisationMembers.role }).from(organisationMembers).where(and(
    eq(organisationMembers.organisationId, organisationId),
    eq(organisationMembers.userId, userId),
    isNotNull(organisationMembers.acceptedAt),
    isNull(organisationMembers.removedAt),
  )).limit(1);
  return row?.role as MemberRole | undefined;
}

/**
 * The organisation, if the user is an active member with one of `roles` and the organisation's
 * status is one of `statuses` (default: verified only). 404 for an unknown id, 403 otherwise.
 */
export async function requireMember(
  db: Executor,
  organisationId: string,
  userId: string,
  { roles = ['manager', 'desk'], statuses = ['verified'] }: { roles?: MemberRole[]; statuses?: OrganisationStatus[] } = {},
): Promise<{ organisation: OrganisationRow; role: MemberRole }> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw new AppError('ORG_NOT_FOUND', 'Organisation not found');
  const role = await findMemberRole(db, organisationId, userId);
  if (!role || !roles.includes(role)) throw new AppError('ORG_NOT_A_MEMBER', NOT_A_MEMBER);
  if (!statuses.includes(organisation.status as OrganisationStatus)) throw new AppError('ORG_NOT_VERIFIED', NOT_VERIFIED);
  return { organisation, role };
}

/**
 * Whether the user acts for the organisation that posted the item: an active desk or manager
 * member of a verified organisation holding it with custody 'posted'. Desk staff rotate, so any
 * of them may review its claims, not only whoever typed it in (docs/decisions/0242). A dropped-off
 * item stays its individual finder's to decide.
 */
export async function actsForHolder(db: Executor, itemId: number, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: organisationMembers.role }).from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, heldItems.organisationId))
    .where(and(
      eq(heldItems.itemId, itemId),
      eq(heldItems.custody, 'posted'),
      eq(organisations.status, 'verified'),
      eq(organisationMembers.userId, userId),
      inArray(organisationMembers.role, ['desk', 'manager']),
      isNotNull(organisationMembers.acceptedAt),
      isNull(organisationMembers.removedAt),
    )).limit(1);
  return row !== undefined;
}
