/**
 * Who may act for an organisation: an accepted, not removed member with one of the given roles,
 * of an organisation in a given status. Every organisation route that is not public asks here
 * (issue 28, docs/decisions/0240); an outsider gets 403 whatever the organisation's state, and an
 * unknown organisation 404.
 */
import type { MemberRole, OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findMemberRole, findOrganisation, type OrganisationRow } from './organisation-access.repository';

export const NOT_A_MEMBER = 'Only members of this organisation can do this';
export const NOT_VERIFIED = 'This organisation is not verified yet';

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
