/**
 * A document number the claimer typed (in any answer, the description or the details) compared
 * with the item's hashed number (docs/decisions/0265): the finder is told whether the number the
 * owner gave matches, never the number, which the detector removes from what the finder reads.
 * Null when the claim names no document number or the item keeps none.
 */
import { findPrivateNumbers } from '@okota/shared';
import type { AppContext } from '../../context';
import { hashDocumentNumber } from './document-hash';
import { findItemDocumentHash } from './documents.repository';

export type DocumentMatch = 'match' | 'different';

export async function compareClaimedNumber(ctx: AppContext, itemId: number, texts: ReadonlyArray<string | null | undefined>): Promise<DocumentMatch | null> {
  const numbers = texts.flatMap((text) => (text ? findPrivateNumbers(text) : [])).map((found) => found.number);
  if (numbers.length === 0) return null;
  const kept = await findItemDocumentHash(ctx.db, itemId);
  if (!kept) return null;
  for (const number of numbers) if ((await hashDocumentNumber(ctx.config, number)) === kept) return 'match';
  return 'different';
}
