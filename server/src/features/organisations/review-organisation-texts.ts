/**
 * An admin decides on a verified organisation's landmark and hours that the contact check was in
 * doubt about (update-organisation.ts, docs/decisions/0265): `apply` puts them on its public page,
 * `drop` discards them; either way the doubt is cleared and the decision audited. On a pending
 * organisation, where the texts are live but unseen, either clears the note of doubt.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { organisationJson } from './organisation-json';
import { lockOrganisation, updateOrganisation, type NewOrganisation } from './organisations.repository';

export type TextsDecision = 'apply' | 'drop';

export async function reviewOrganisationTexts({
  ctx,
  adminId,
  organisationId,
  decision,
}: {
  ctx: AppContext;
  adminId: string;
  organisationId: string;
  decision: TextsDecision;
}) {
  return ctx.db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, organisationId);
    if (!organisation) throw new AppError('ORG_NOT_FOUND', 'Organisation not found');
    if (!organisation.pendingTextsReason) throw new AppError('ORG_NO_TEXTS_UNDER_REVIEW', 'This organisation has no changed texts waiting for review');
    const changes: Partial<NewOrganisation> = { pendingLandmark: null, pendingHours: null, pendingTextsReason: null };
    if (decision === 'apply') {
      if (organisation.pendingLandmark !== null) changes.landmark = organisation.pendingLandmark;
      if (organisation.pendingHours !== null) changes.hours = organisation.pendingHours;
    }
    const updated = await updateOrganisation(tx, organisation.id, changes);
    await recordAudit(tx, {
      actorId: adminId,
      action: `organisation.texts_${decision === 'apply' ? 'applied' : 'dropped'}`,
      targetType: 'organisation',
      targetId: organisation.id,
      reason: organisation.pendingTextsReason,
    });
    return { organisation: organisationJson(updated) };
  });
}
