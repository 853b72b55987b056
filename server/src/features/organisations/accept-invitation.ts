/**
 * The invited number's account joins: only an account whose verified phone is the invited number
 * may accept (an unverified number proves nothing, 403), and only an open invitation (not
 * accepted, not removed, not lapsed, of an organisation that was not rejected), else 404.
 */
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { acceptInvitation as saveAcceptance, findOpenInvitation } from './members.repository';
import { findOrganisation } from './organisation-access.repository';
import { memberJson } from './organisation-json';

export const VERIFY_PHONE_TO_JOIN = 'Verify your phone number on your profile first: invitations are sent to a phone number.';
export const NO_OPEN_INVITATION = 'There is no open invitation for your phone number';

export async function acceptInvitation({ ctx, user, organisationId }: { ctx: AppContext; user: UserRow; organisationId: string }) {
  return ctx.db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, organisationId);
    if (!organisation || organisation.status === 'rejected') throw new AppError('ORG_INVITATION_NOT_FOUND', NO_OPEN_INVITATION);
    if (!user.phoneVerified || !user.phone) throw new AppError('ORG_PHONE_NOT_VERIFIED', VERIFY_PHONE_TO_JOIN);
    const invitation = await findOpenInvitation(tx, organisation.id, user.phone);
    if (!invitation) throw new AppError('ORG_INVITATION_NOT_FOUND', NO_OPEN_INVITATION);
    const member = await saveAcceptance(tx, invitation.id, user.id);
    return { member: memberJson(member, user) };
  });
}
