import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findPaidParties, itemExists, otherPartyOf, type PaidParties } from './paid-parties.repository';

export const MESSAGING_LOCKED = 'Messaging is only available after payment completion.';

export interface ConversationAccess {
  parties: PaidParties;
  otherPartyId: string;
}

/** The caller's conversation on the item: 404 for no such item, 403 for anyone but the two parties. */
export async function requireConversationAccess(options: { db: Executor; itemId: number; userId: string }): Promise<ConversationAccess> {
  const parties = await findPaidParties(options.db, options.itemId);
  const otherPartyId = parties ? otherPartyOf(parties, options.userId) : null;
  if (parties && otherPartyId) return { parties, otherPartyId };
  if (!(await itemExists(options.db, options.itemId))) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  throw new AppError('MESSAGING_LOCKED', MESSAGING_LOCKED);
}
