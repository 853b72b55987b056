import type { Database } from '../../db/client';
import { requireConversationAccess } from './conversation-access';
import { listConversation, markConversationRead, markMessageNotificationsRead } from './messages.repository';

/** The conversation as the reader sees it, with what they received now marked read. */
export async function readConversation(options: { db: Database; itemId: number; userId: string }) {
  const { db, itemId, userId } = options;
  const { parties } = await requireConversationAccess(options);
  const newlyRead = await db.transaction(async (tx) => {
    const count = await markConversationRead(tx, itemId, userId);
    if (count > 0) await markMessageNotificationsRead(tx, itemId, userId);
    return count;
  });
  const messages = await listConversation(db, itemId, parties.finderId, parties.claimerId);
  return { messages, newlyRead };
}
