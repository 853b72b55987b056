/**
 * A manager's view of the members and their removal. The last manager cannot be removed (409):
 * an organisation with no manager could never invite or change anything again.
 */
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { countActiveManagers, findMember, listMembers, markMemberRemoved } from './members.repository';
import { requireMember } from './organisation-access';
import { memberJson } from './organisation-json';
import { lockOrganisation } from './organisations.repository';

const MANAGER_STATUSES = ['pending', 'verified', 'suspended'] as const;
export const LAST_MANAGER = 'An organisation needs at least one manager: make someone else a manager first';

export async function listOrganisationMembers({ ctx, manager, organisationId }: { ctx: AppContext; manager: UserRow; organisationId: string }) {
  const { organisation } = await requireMember(ctx.db, organisationId, manager.id, { roles: ['manager'], statuses: [...MANAGER_STATUSES] });
  const rows = await listMembers(ctx.db, organisation.id);
  return { members: rows.map((r) => memberJson(r.member, r)) };
}

export interface RemoveMemberOptions {
  ctx: AppContext;
  manager: UserRow;
  organisationId: string;
  memberId: string;
}

export async function removeMember({ ctx, manager, organisationId, memberId }: RemoveMemberOptions) {
  return ctx.db.transaction(async (tx) => {
    const { organisation } = await requireMember(tx, organisationId, manager.id, { roles: ['manager'], statuses: [...MANAGER_STATUSES] });
    // Removals of one organisation one at a time, so two managers cannot remove each other at once.
    await lockOrganisation(tx, organisation.id);
    const member = await findMember(tx, organisation.id, memberId);
    if (!member || member.removedAt) throw new AppError('ORG_MEMBER_NOT_FOUND', 'Member not found');
    if (member.role === 'manager' && member.acceptedAt && (await countActiveManagers(tx, organisation.id)) <= 1)
      throw new AppError('ORG_LAST_MANAGER', LAST_MANAGER);
    await markMemberRemoved(tx, member.id);
    return { success: true as const };
  });
}
