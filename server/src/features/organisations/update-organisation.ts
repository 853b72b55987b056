/**
 * A manager changes the organisation's settings (pending or verified; suspended is 403). Its
 * landmark and hours go through the contact check with its name (organisation-texts.ts), and are read
 * after each of its newest items (desk-texts-with-items.ts); an edit in doubt of a verified
 * organisation waits for an admin (review-organisation-texts.ts). Holding periods stay
 * within the admin's limits (settings: holding_days_documents_max, holding_days_other_max); a
 * longer one is a 400, not silently shortened, so the desk knows what it promised.
 *
 * The finder share is paid to the organisation's M-Pesa number. We take the number of the
 * manager who turns it on, because that number is already proven (their account's verified
 * phone): no second code flow, and the money goes to a person who answers for it. A manager
 * whose phone is not verified is told to verify it first (docs/decisions/0240).
 */
import type { z } from 'zod';
import type { organisationSettingsBody } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getHoldingLimits } from '../settings';
import { requireMember } from './organisation-access';
import { recordAudit } from '../../lib/audit';
import { organisationJson } from './organisation-json';
import { checkedOrganisationTexts } from './organisation-texts';
import { HELD_ITEM_REASON, itemReadWithDeskTexts } from './desk-texts-with-items';
import { updateOrganisation as saveOrganisation, type NewOrganisation } from './organisations.repository';

export const VERIFY_PHONE_FOR_PAYOUTS =
  'Verify your phone number on your profile first: the finder share is paid to the M-Pesa number of the manager who turns it on.';

export const ORGANISATION_SUSPENDED = 'This organisation is suspended: its settings cannot be changed until an administrator reinstates it';

export interface UpdateOrganisationOptions {
  ctx: AppContext;
  manager: UserRow;
  organisationId: string;
  body: z.infer<typeof organisationSettingsBody>;
}

export async function updateOrganisationSettings({ ctx, manager, organisationId, body }: UpdateOrganisationOptions) {
  return ctx.db.transaction(async (tx) => {
    const { organisation } = await requireMember(tx, organisationId, manager.id, { roles: ['manager'], statuses: ['pending', 'verified', 'suspended'] });
    // Suspended: nothing changes until an admin reinstates it (its texts stay as the admin saw them; docs/decisions/0265).
    if (organisation.status === 'suspended') throw new AppError('ORG_SUSPENDED', ORGANISATION_SUSPENDED);
    const limits = await getHoldingLimits(tx);
    const errors: Record<string, string> = {};
    if (body.holdingDaysDocuments !== undefined && body.holdingDaysDocuments > limits.documents) {
      errors.holdingDaysDocuments = `Documents may be held for at most ${limits.documents} days`;
    }
    if (body.holdingDaysOther !== undefined && body.holdingDaysOther > limits.other) {
      errors.holdingDaysOther = `Other items may be held for at most ${limits.other} days`;
    }
    const first = Object.keys(errors)[0] as 'holdingDaysDocuments' | 'holdingDaysOther' | undefined;
    if (first) {
      const max = first === 'holdingDaysDocuments' ? limits.documents : limits.other;
      throw new AppError('ORG_HOLDING_DAYS_ABOVE_LIMIT', errors[first], { errors, params: { max } });
    }

    const changes: Partial<NewOrganisation> = { ...body };
    if (body.landmark !== undefined || body.hours !== undefined) {
      const texts = { name: organisation.name, landmark: body.landmark ?? organisation.landmark, hours: body.hours ?? organisation.hours };
      let doubt: string | null = checkedOrganisationTexts(texts);
      // Read on every page of an item it holds, after the item's texts (desk-texts-with-items.ts).
      const withItem = !doubt && organisation.status === 'verified' ? await itemReadWithDeskTexts(tx, organisation.id, texts) : null;
      if (withItem !== null) doubt = HELD_ITEM_REASON;
      if (doubt && organisation.status === 'verified') {
        // Public already: the doubtful texts wait for an admin, the page keeps the ones it had.
        delete changes.landmark;
        delete changes.hours;
        Object.assign(changes, { pendingLandmark: body.landmark ?? null, pendingHours: body.hours ?? null, pendingTextsReason: doubt });
        await recordAudit(tx, {
          actorId: manager.id,
          action: 'organisation.texts_held',
          targetType: 'organisation',
          targetId: organisation.id,
          reason: doubt,
          ...(withItem !== null ? { details: { itemId: withItem } } : {}),
        });
      } else {
        // Pending, the whole application waits for an admin anyway; a clear edit replaces any edit still waiting.
        Object.assign(changes, { pendingLandmark: null, pendingHours: null, pendingTextsReason: doubt });
      }
    }
    if (body.takesFinderShare && !(organisation.takesFinderShare && organisation.payoutPhoneVerifiedAt)) {
      if (!manager.phoneVerified)
        throw new AppError('ORG_PAYOUT_PHONE_NOT_VERIFIED', VERIFY_PHONE_FOR_PAYOUTS, { errors: { takesFinderShare: VERIFY_PHONE_FOR_PAYOUTS } });
      changes.payoutPhone = manager.phone;
      changes.payoutPhoneVerifiedAt = new Date();
    }
    const updated = Object.keys(changes).length ? await saveOrganisation(tx, organisation.id, changes) : organisation;
    return { organisation: organisationJson(updated) };
  });
}
