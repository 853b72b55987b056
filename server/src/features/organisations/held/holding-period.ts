/**
 * How long an organisation holds what it posts (issue 28, docs/decisions/0241): its own number of
 * days for documents (then "returned to the registrar") and for everything else, counted from the
 * moment the desk posts it. The desk is reminded a week before the end.
 */
import type { OrganisationRow } from '../organisation-access.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMIND_BEFORE_MS = 7 * DAY_MS;

/** The fixed question of a Documents item the desk posted without one: the owner proves it at the desk. */
export const DESK_DOCUMENT_QUESTION =
  'What name and number are on the document? (Show your ID at the desk) / Jina na nambari kwenye hati ni zipi? (Onyesha kitambulisho chako mezani)';

export function heldUntilFor(organisation: Pick<OrganisationRow, 'holdingDaysDocuments' | 'holdingDaysOther'>, isDocuments: boolean, now = new Date()): Date {
  const days = isDocuments ? organisation.holdingDaysDocuments : organisation.holdingDaysOther;
  return new Date(now.getTime() + days * DAY_MS);
}
