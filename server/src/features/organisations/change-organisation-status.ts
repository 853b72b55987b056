/**
 * An admin decides on an organisation (docs/rules.md "Organisations"):
 *
 *   pending ──verify──▶ verified ──suspend──▶ suspended ──reinstate──▶ verified
 *      └──reject──▶ rejected
 *
 * Any other move is a 409 and changes nothing. Each decision leaves an audit row and tells the
 * applicant by a bell notification in their language (the admin's reason included); a verification
 * or rejection also by an SMS in our words only (tell-of-organisation.ts), never the name the
 * applicant typed or the reason an admin typed.
 */
import type { OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { notify } from '../notifications';
import { tellApplicantOfDecision } from './tell-of-organisation';
import { organisationJson } from './organisation-json';
import { findOpenClaimersOfHeld, lockOrganisation, updateOrganisation } from './organisations.repository';

export const ORGANISATION_ACTIONS = {
  verify: { from: 'pending', to: 'verified', notice: 'organisation_verified' },
  reject: { from: 'pending', to: 'rejected', notice: 'organisation_rejected' },
  suspend: { from: 'verified', to: 'suspended', notice: 'organisation_suspended' },
  reinstate: { from: 'suspended', to: 'verified', notice: 'organisation_reinstated' },
} as const satisfies Record<string, { from: OrganisationStatus; to: OrganisationStatus; notice: string }>;

export type OrganisationAction = keyof typeof ORGANISATION_ACTIONS;

export interface ChangeOrganisationStatusOptions {
  ctx: AppContext;
  adminId: string;
  organisationId: string;
  action: OrganisationAction;
  reason?: string;
}

export async function changeOrganisationStatus({ ctx, adminId, organisationId, action, reason }: ChangeOrganisationStatusOptions) {
  const { from, to, notice } = ORGANISATION_ACTIONS[action];
  return ctx.db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, organisationId);
    if (!organisation) throw new AppError('ORG_NOT_FOUND', 'Organisation not found');
    if (organisation.status !== from) {
      throw new AppError(
        'ORG_STATUS_TRANSITION',
        `Only a ${from} organisation can be ${action === 'reinstate' ? 'reinstated' : `${to}`}; this one is ${organisation.status}`,
      );
    }
    const updated = await updateOrganisation(tx, organisation.id, {
      status: to,
      statusReason: reason || null,
      ...(action === 'verify' ? { verifiedBy: adminId, verifiedAt: new Date() } : {}),
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: `organisation.${action}`,
      targetType: 'organisation',
      targetId: organisation.id,
      reason: reason || null,
      details: { from, to, name: organisation.name, slug: organisation.slug },
    });
    const params = { organisation: organisation.name, ...(reason && (action === 'reject' || action === 'suspend') ? { reason } : {}) };
    await notify(tx, { userId: organisation.appliedBy, type: 'system', kind: notice, params } as Parameters<typeof notify>[1]);
    // Its held items leave search (db/item-visibility.ts); owners already claiming one are told where it still is (docs/decisions/0265).
    if (action === 'suspend') {
      for (const owner of await findOpenClaimersOfHeld(tx, organisation.id)) {
        await notify(tx, {
          userId: owner.userId,
          type: 'system',
          kind: 'held_organisation_suspended',
          params: { item: owner.title, organisation: organisation.name, landmark: organisation.landmark, hours: organisation.hours },
          itemId: owner.itemId,
          itemTitle: owner.title,
        });
      }
    }
    // And by SMS in our words, for the two decisions an applicant waits for (docs/decisions/0261).
    if (action === 'verify' || action === 'reject')
      await tellApplicantOfDecision(ctx, tx, organisation.appliedBy, action === 'verify' ? 'verified' : 'rejected');
    return { organisation: organisationJson(updated) };
  });
}
