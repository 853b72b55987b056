import { checkMessageTexts, type MessageRemoval } from '@okota/shared';
import type { Database, Executor } from '../../db/client';
import { enforceRateLimits } from '../../lib/rate-limit';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { notify } from '../notifications';
import { requireConversationAccess } from './conversation-access';
import { insertMessage, listRecentFromSender, rewriteMessage } from './messages.repository';
import { findRepeatedSend, sendDigest } from './send-key';

const PREVIEW_LENGTH = 120;

/**
 * How far back a sender's messages are read with the new one (docs/decisions/0282): a till split
 * over a few messages is typed within minutes; older ones were read long ago and are left alone.
 */
export const JOINED_MESSAGES = { earlier: 4, withinMs: 10 * 60_000 };

/**
 * The new message read with the sender's recent ones (scrub-messages.ts): M-Pesa destinations and
 * document numbers are removed from it, and from an earlier message holding a piece of one found
 * across them; phones and e-mails stay (the payment revealed them). Returns what the new message
 * is stored as.
 */
async function checkWithRecent(tx: Executor, message: { itemId: number; senderId: string; receiverId: string; content: string }) {
  const earlier = await listRecentFromSender(tx, {
    ...message,
    since: new Date(Date.now() - JOINED_MESSAGES.withinMs),
    limit: JOINED_MESSAGES.earlier,
  });
  const { texts, removed } = checkMessageTexts([...earlier.map((row) => row.content), message.content]);
  for (const [index, row] of earlier.entries()) {
    if (texts[index] === row.content) continue;
    const kinds = [...new Set([...(row.removed as MessageRemoval[]), ...removed[index]])];
    await rewriteMessage(tx, row.id, { content: texts[index], removed: kinds });
  }
  return { content: texts.at(-1)!, removed: removed.at(-1)! };
}

type SendInput = { db: Database; sender: UserRow; itemId: number; content: string; sendKey?: string };

/**
 * Stores a message from the caller to the other party and notifies them, in one transaction. With
 * a send key, a repeat answers the message stored the first time and does nothing else
 * (send-key.ts); two copies racing meet at the unique index and the loser answers the winner's.
 */
export async function sendMessage(options: SendInput) {
  const { db, sender, sendKey } = options;
  if (!sendKey) return storeMessage(options);
  const key = { senderId: sender.id, sendKey, digest: sendDigest(options.itemId, options.content) };
  const repeated = await findRepeatedSend(db, key);
  if (repeated) return repeated;
  try {
    return await storeMessage(options, key.digest);
  } catch (error) {
    const winner = isUniqueViolation(error, 'messages_sender_send_key_unique') ? await findRepeatedSend(db, key) : undefined;
    if (winner) return winner;
    throw error;
  }
}

async function storeMessage(options: SendInput, sendDigest?: string) {
  const { db, sender, itemId, sendKey } = options;
  const { parties, otherPartyId } = await requireConversationAccess({ db, itemId, userId: sender.id });
  await enforceRateLimits(
    db,
    [{ key: `message:user:${sender.id}`, limit: 30, windowMs: 60_000 }],
    'You are sending messages too quickly. Please wait a moment.',
  );
  return db.transaction(async (tx) => {
    const { content, removed } = await checkWithRecent(tx, { itemId, senderId: sender.id, receiverId: otherPartyId, content: options.content });
    const message = await insertMessage(tx, { itemId, senderId: sender.id, receiverId: otherPartyId, content, removed, sendKey, sendDigest });
    if (removed.length) {
      // No text in the log: what was asked for is gone; that it was asked, and by whom, is for admins.
      await recordAudit(tx, {
        actorId: null,
        action: 'message.details_removed',
        targetType: 'item',
        targetId: itemId,
        reason: removed.join(','),
        details: { messageId: message.id, senderId: sender.id },
      });
    }
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
