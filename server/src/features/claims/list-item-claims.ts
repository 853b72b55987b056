/**
 * GET /api/items/{id}/verifications. The finder sees every claim in full, with the expected
 * answers and match hints; an admin sees every claim without those; anyone else signed in
 * sees only the status of their own claims, never another claimer's answers.
 */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { findItem } from './claims.repository';
import { findItemQuestions, listClaimsOfItem, listOwnClaimsOnItem } from './claim-lists.repository';
import { toClaimDetail } from './claim-views';

export async function listItemClaims({ ctx, itemId, viewer }: { ctx: AppContext; itemId: number; viewer: UserRow }) {
  const item = await findItem(ctx.db, itemId);
  if (!item) throw notFound('Item not found');
  const isFinder = item.finderId === viewer.id;
  if (!isFinder && viewer.role !== 'admin') return listOwnClaimsOnItem(ctx.db, itemId, viewer.id);
  const [rows, questions] = await Promise.all([listClaimsOfItem(ctx.db, itemId), findItemQuestions(ctx.db, itemId)]);
  return rows.map((row) => toClaimDetail(row, questions!, { isFinder }));
}
