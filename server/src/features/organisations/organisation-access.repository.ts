/** The organisation and membership reads that decide who may act for an organisation (organisation-access.ts). */
import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import type { MemberRole } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { organisationMembers, organisations } from '../../db/schema';

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
