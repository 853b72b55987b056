/**
 * GET /api/items/{id}/collection: what the owner's item page shows of a held item once its code
 * is issued (docs/decisions/0261): the code and until when, or "collected at … on …". Only the
 * claimer whose claim the code belongs to gets an answer; anyone else, and an item with no code
 * yet, gets the same 404.
 */
import type { z } from 'zod';
import { handsOverFree, type ownerCollection } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { findOwnersCollection } from './owner-collection.repository';

export async function getOwnerCollection(ctx: AppContext, { itemId, userId }: { itemId: number; userId: string }): Promise<z.infer<typeof ownerCollection>> {
  const row = await findOwnersCollection(ctx.db, { itemId, claimerId: userId });
  if (!row) throw new AppError('NOT_FOUND', 'No collection code for you on this item');
  const now = new Date();
  const state = row.usedAt ? 'collected' : row.expiresAt <= now ? 'expired' : 'open';
  return {
    state,
    code: state === 'open' ? row.shownCode : null,
    expiresAt: row.expiresAt.toISOString(),
    collectedAt: row.usedAt?.toISOString() ?? null,
    place: row.place,
    free: handsOverFree(row.kind),
  };
}
