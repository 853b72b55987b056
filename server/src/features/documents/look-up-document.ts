/**
 * "Was my document found?" (POST /api/documents/lookup, and menu 2 of the USSD service): the
 * county and day of claimable items carrying the number, and their ids for the link. Never the
 * title, description, photos or finder: the item page shows what it shows to anyone, and a
 * claim still needs the finder's questions answered.
 *
 * Limited per caller so that the number space cannot be walked: an address, an account and a
 * phone number each get a few dozen lookups an hour.
 */
import type { DocumentLookupAnswer } from '@okota/shared/contracts/documents.contract';
import type { AppContext } from '../../context';
import { enforceRateLimits, type Limit } from '../../lib/rate-limit';
import { hashDocumentNumber } from './document-hash';
import { findClaimableDocuments, type FoundDocument } from './documents.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const LOOKUP_LIMITS = {
  /** Many people share one address (a mobile network's NAT, a cyber café). */
  perAddressHour: 60,
  perCallerHour: 20,
  perCallerDay: 50,
} as const;

export const LOOKUP_LIMIT_MESSAGE = 'You have checked many document numbers. Please wait and try again later.';

/** Who asks: the network address, and the account or the phone number when known. */
export interface LookupCaller {
  ip?: string;
  userId?: string | null;
  phone?: string;
}

export function lookupLimits(caller: LookupCaller): Limit[] {
  const limits: Limit[] = [];
  if (caller.ip) limits.push({ key: `doc-lookup:ip:${caller.ip}`, limit: LOOKUP_LIMITS.perAddressHour, windowMs: HOUR_MS });
  for (const who of [caller.userId && `user:${caller.userId}`, caller.phone && `phone:${caller.phone}`]) {
    if (!who) continue;
    limits.push({ key: `doc-lookup:${who}:hour`, limit: LOOKUP_LIMITS.perCallerHour, windowMs: HOUR_MS });
    limits.push({ key: `doc-lookup:${who}:day`, limit: LOOKUP_LIMITS.perCallerDay, windowMs: DAY_MS });
  }
  return limits;
}

/** The items found with the number (titles too, for the USSD link SMS; the web answer drops them). */
export async function findDocumentsByNumber(ctx: AppContext, number: string): Promise<FoundDocument[]> {
  return findClaimableDocuments(ctx.db, await hashDocumentNumber(ctx.config, number));
}

export async function lookUpDocument(ctx: AppContext, { number, caller }: { number: string; caller: LookupCaller }): Promise<DocumentLookupAnswer> {
  await enforceRateLimits(ctx.db, lookupLimits(caller), LOOKUP_LIMIT_MESSAGE);
  const found = await findDocumentsByNumber(ctx, number);
  if (!found.length) return { found: false };
  return { found: true, items: found.map(({ id, county, dateFound }) => ({ id, county, dateFound })) };
}
