/**
 * POST /api/organisations/{id}/collections {code, itemId?}: a desk member enters the code the
 * owner shows with their ID (docs/decisions/0242). The code is looked for among the codes of the
 * items THIS organisation holds, compared as hashes in constant time. Right: the hand-over is
 * recorded in one transaction (handover-collection.ts). Wrong: 400, and counted:
 *   - with itemId, against that item's code: the fifth wrong entry locks it for an hour (429 then);
 *   - without, against the organisation: five wrong codes in an hour and the desk waits an hour.
 * A used or expired code is a 400 that says so; anyone but a desk member or manager gets 403.
 */
import { COLLECTION_CODE_LOCK_MS, COLLECTION_CODE_MAX_TRIES } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { AppError, tooManyRequests } from '../../../lib/errors';
import { safeEqual } from '../../../lib/crypto';
import { assertUnderRateLimits, countHit } from '../../../lib/rate-limit';
import { requireMember } from '../organisation-access';
import { countWrongEntry, findCodeOfItem, hashCollectionCode, listCodesOfOrganisation, type CollectionCodeRow } from './collection-codes.repository';
import { recordCollection, type Collected } from './handover-collection';

export const CODE_WRONG = 'This collection code is not right. Check the digits with the owner.';
export const CODE_USED = 'This collection code was already used: the item was handed over.';
export const CODE_EXPIRED = 'This collection code has expired.';
export const CODE_LOCKED = 'Too many wrong codes. Entering codes is locked for an hour; try again later.';
export const NO_CODE_FOR_ITEM = 'No collection code was issued for this item here: its owner has not paid yet.';

const deskLimit = (organisationId: string) => ({
  key: `collections:wrong:org:${organisationId}`,
  limit: COLLECTION_CODE_MAX_TRIES,
  windowMs: COLLECTION_CODE_LOCK_MS,
});

export interface CollectOptions {
  ctx: AppContext;
  user: UserRow;
  organisationId: string;
  code: string;
  itemId?: number;
}

export async function collectItem({ ctx, user, organisationId, code, itemId }: CollectOptions): Promise<Collected> {
  await requireMember(ctx.db, organisationId, user.id);
  const now = new Date();
  const found = itemId === undefined ? await matchAtDesk(ctx, organisationId, code, now) : await matchForItem(ctx, organisationId, itemId, code, now);
  if (found.usedAt) throw new AppError('COLLECTION_CODE_USED', CODE_USED, { params: { reason: 'code_used' }, errors: { code: CODE_USED } });
  if (found.expiresAt <= now)
    throw new AppError('COLLECTION_CODE_EXPIRED', CODE_EXPIRED, { params: { reason: 'code_expired' }, errors: { code: CODE_EXPIRED } });
  return recordCollection(ctx, { code: found, user, now });
}

const matches = (row: CollectionCodeRow, code: string) => safeEqual(hashCollectionCode(row.itemId, code), row.codeHash);

/** With the item named: its code alone is compared, and its own lock counts the wrong entries. */
async function matchForItem(ctx: AppContext, organisationId: string, itemId: number, code: string, now: Date): Promise<CollectionCodeRow> {
  const row = await findCodeOfItem(ctx.db, { itemId, organisationId });
  if (!row) throw new AppError('COLLECTION_NO_CODE', NO_CODE_FOR_ITEM);
  if (row.lockedUntil && row.lockedUntil > now) throw locked(row.lockedUntil, now);
  if (matches(row, code)) return row;
  const after = await countWrongEntry(ctx.db, itemId, now);
  throw wrong(after?.lockedUntil && after.lockedUntil > now ? 0 : COLLECTION_CODE_MAX_TRIES - (after?.failedAttempts ?? 0));
}

/** Without the item: every code of this desk is compared (a code is unique among its open ones). */
async function matchAtDesk(ctx: AppContext, organisationId: string, code: string, now: Date): Promise<CollectionCodeRow> {
  await assertUnderRateLimits(ctx.db, [deskLimit(organisationId)], CODE_LOCKED, 'COLLECTION_CODE_LOCKED');
  const codes = await listCodesOfOrganisation(ctx.db, organisationId);
  // Every row is compared, so the time taken does not say which code (if any) was close.
  const hits = codes.filter((row) => matches(row, code));
  const open = hits.find((row) => !row.usedAt && row.expiresAt > now);
  const found = open ?? hits.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (found) {
    if (found.lockedUntil && found.lockedUntil > now) throw locked(found.lockedUntil, now);
    return found;
  }
  const { count } = await countHit(ctx.db, deskLimit(organisationId));
  throw wrong(Math.max(0, COLLECTION_CODE_MAX_TRIES - count));
}

function wrong(attemptsLeft: number) {
  const message = attemptsLeft > 0 ? CODE_WRONG : `${CODE_WRONG} ${CODE_LOCKED}`;
  return new AppError('COLLECTION_CODE_WRONG', message, { params: { reason: 'code_wrong', attemptsLeft }, errors: { code: message } });
}

function locked(until: Date, now: Date) {
  return tooManyRequests(CODE_LOCKED, Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), 'COLLECTION_CODE_LOCKED');
}
