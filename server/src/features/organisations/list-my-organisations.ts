/**
 * "My organisations": those the caller belongs to, with their role, and the open invitations to
 * the caller's number. Invitations are shown only when that number is verified: an invitation
 * goes to a number, and only its proven owner may see or accept it.
 */
import type { z } from 'zod';
import type { MemberRole, myOrganisationsResponse } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { listMemberships, listOpenInvitations } from './members.repository';
import { organisationJson } from './organisation-json';

export async function listMyOrganisations(db: Executor, user: UserRow): Promise<z.infer<typeof myOrganisationsResponse>> {
  const [memberships, invitations] = await Promise.all([
    listMemberships(db, user.id),
    user.phoneVerified && user.phone ? listOpenInvitations(db, user.phone) : Promise.resolve([]),
  ]);
  return {
    organisations: memberships.map((m) => ({ ...organisationJson(m.organisation), role: m.role as MemberRole })),
    invitations: invitations.map((i) => ({
      organisationId: i.member.organisationId,
      organisationName: i.organisationName,
      role: i.member.role as MemberRole,
      invitedAt: i.member.createdAt.toISOString(),
    })),
  };
}
