import type { Database } from '../../db/client';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { UserRow } from '../../db/schema';
import { notify } from '../notifications';
import { requireConversationAccess } from './conversation-access';
import { insertMessage } from './messages.repository';

const PREVIEW_LENGTH = 120;

/** Stores a message from the caller to the other party and notifies them, in one transaction. */
export async function sendMessage(options: { db: Database; sender: UserRow; itemId: number; content: string }) {
  const { db, sender, itemId, content } = options;
  const { parties, otherPartyId } = await requireConversationAccess({ db, itemId, userId: sender.id });
  await enforceRateLimits(
    db,
    [{ key: `message:user:${sender.id}`, limit: 30, windowMs: 60_000 }],
    'You are sending messages too quickly. Please wait a moment.',
  );
  return db.transaction(async (tx) => {
    const message = await insertMessage(tx, { itemId, senderId: sender.id, receiverId: otherPartyId, content });
    const preview = content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1)}…` : content;
    await notify(tx, {
      userId: otherPartyId,
      type: 'message',
      kind: 'message_received',
      params: { sender: sender.firstName, preview },
      itemId,
      itemTitle: parties.itemTitle,
      claimerId: parties.claimerId,
    });
    return message;
  });
}
