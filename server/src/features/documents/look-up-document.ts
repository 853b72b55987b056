/**
 * "Was my document found?" (POST /api/documents/lookup, and menu 2 of the USSD service): the
 * county and day of claimable items carrying the number, and their ids for the link. Never the
 * title, description, photos or finder: the item page shows what it shows to anyone, and a
 * claim still needs the finder's questions answered.
 *
 * Every lookup spends from the one budget all ways of testing a number share (lookup-budget.ts).
 */
import type { DocumentLookupAnswer } from '@okota/shared/contracts/documents.contract';
import type { AppContext } from '../../context';
import { hashDocumentNumber } from './document-hash';
import { findClaimableDocuments, type FoundDocument } from './documents.repository';
import { spendLookup, type LookupCaller } from './lookup-budget';

export { LOOKUP_LIMITS, LOOKUP_LIMIT_MESSAGE, lookupLimits, type LookupCaller } from './lookup-budget';

/** The items found with the number (titles too, for the USSD link SMS; the web answer drops them). */
export async function findDocumentsByNumber(ctx: AppContext, number: string): Promise<FoundDocument[]> {
  return findClaimableDocuments(ctx.db, await hashDocumentNumber(ctx.config, number));
}

export async function lookUpDocument(ctx: AppContext, { number, caller }: { number: string; caller: LookupCaller }): Promise<DocumentLookupAnswer> {
  await spendLookup(ctx, caller);
  const found = await findDocumentsByNumber(ctx, number);
  if (!found.length) return { found: false };
  return { found: true, items: found.map(({ id, county, dateFound }) => ({ id, county, dateFound })) };
}
