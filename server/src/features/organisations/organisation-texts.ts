/**
 * An organisation's name, landmark and hours are public (its page, "Held at" on every item it
 * holds), so they go through the contact check read as one text (scrub-joined.ts), at application
 * and at every edit (docs/decisions/0265). A contact detail found is refused with 400 on the
 * fields that hold it: the manager is there to fix it, and its public phone has its own field.
 * A doubt is the caller's to act on: an application waits for an admin anyway; a verified
 * organisation's edit waits for one (update-organisation.ts).
 */
import { checkOrganisationTexts, type ContactRiskReason, type OrganisationTexts } from '@okota/shared';
import { AppError } from '../../lib/errors';

export const ORGANISATION_TEXT_CONTACT =
  'An organisation’s name, landmark and hours cannot hold phone numbers, e-mail addresses, links or handles: its public phone has its own field';

/** Throws ORG_TEXT_CONTACT when a text holds a contact detail; else the doubt about the whole, or null. */
export function checkedOrganisationTexts(texts: OrganisationTexts): ContactRiskReason | null {
  const { fields, reason } = checkOrganisationTexts(texts);
  if (fields.length > 0) {
    throw new AppError('ORG_TEXT_CONTACT', ORGANISATION_TEXT_CONTACT, {
      errors: Object.fromEntries(fields.map((field) => [field, ORGANISATION_TEXT_CONTACT])),
    });
  }
  return reason;
}
