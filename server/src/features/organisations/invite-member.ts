/**
 * A manager of a verified organisation invites a phone number as manager or desk (docs/rules.md
 * "Organisations"). The invitation is a member row waiting for the number's account to accept;
 * inviting a number again (after a removal, or a lapsed invitation) renews its row. The SMS says
 * only our words: never the organisation's name, which its applicant typed (docs/decisions/0240).
 * An account with that number reads it in its language; a number with no account gets both.
 */
import { ROUTES } from '@okota/shared';
import type { MemberRole } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { queueSms, BILINGUAL_INVITATION, renderSms, smsLink } from '../sms';
import { findAccountByPhone, findMemberByPhone, insertMember, renewInvitation } from './members.repository';
import { requireMember } from './organisation-access';
import { memberJson } from './organisation-json';

/** Enough for a desk's whole staff in a day; stops a manager from texting strangers in bulk. */
export const INVITATIONS_PER_DAY = 30;
export const ALREADY_A_MEMBER = 'This number is already a member of the organisation';

export interface InviteMemberOptions {
  ctx: AppContext;
  manager: UserRow;
  organisationId: string;
  phone: string;
  role: MemberRole;
}

export async function inviteMember(options: InviteMemberOptions) {
  try {
    return await saveInvitation(options);
  } catch (error) {
    // Two managers inviting the same new number at the same moment: the second finds the first's row.
    if (isUniqueViolation(error, 'organisation_members_phone_unique'))
      throw new AppError('ORG_JUST_INVITED', 'This number was just invited. Refresh the list of members.');
    throw error;
  }
}

async function saveInvitation({ ctx, manager, organisationId, phone, role }: InviteMemberOptions) {
  return ctx.db.transaction(async (tx) => {
    const { organisation } = await requireMember(tx, organisationId, manager.id, { roles: ['manager'] });
    await enforceRateLimits(
      tx,
      [{ key: `organisation-invite:${organisation.id}`, limit: INVITATIONS_PER_DAY, windowMs: 86_400_000 }],
      'This organisation has sent many invitations today. Please try again tomorrow.',
      'ORG_INVITE_LIMIT',
    );
    const existing = await findMemberByPhone(tx, organisation.id, phone);
    if (existing?.acceptedAt && !existing.removedAt) throw new AppError('ORG_ALREADY_MEMBER', ALREADY_A_MEMBER);
    const member = existing
      ? await renewInvitation(tx, existing.id, { role, invitedBy: manager.id })
      : await insertMember(tx, { organisationId: organisation.id, phone, role, invitedBy: manager.id });
    await sendInvitationSms(ctx, tx, phone, role);
    return { member: memberJson(member, { firstName: null, lastName: null }) };
  });
}

async function sendInvitationSms(ctx: AppContext, db: Executor, phone: string, role: MemberRole) {
  const account = await findAccountByPhone(db, phone);
  const text = account
    ? renderSms({ kind: 'org_invitation', language: account.language, role, link: smsLink(ctx.config.publicUrl, ROUTES.organisations) })
    : BILINGUAL_INVITATION[role];
  // Only an absurdly long PUBLIC_URL makes it not fit; the invitation still shows under "My organisations".
  if (!text) return;
  await queueSms(db, { to: phone, text, kind: 'org_invitation', userId: account?.id ?? null });
}
