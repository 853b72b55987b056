/**
 * A send key makes POST /api/messages safe to repeat (docs/decisions/0284): a person whose
 * connection dropped, or the web composer retrying a 502, sends the same key again and gets the
 * message stored the first time, stored once and notified once.
 */
import { createHash } from 'node:crypto';
import { checkMessageTexts } from '@okota/shared';
import { AppError } from '../../lib/errors';
import type { Executor } from '../../db/client';
import { findMessageBySendKey, type MessageRow } from './messages.repository';

export const SEND_KEY_REUSED = 'This message key was already used for a different message';

/**
 * What a repeat must match: the item and the text as scrubbed on its own. Scrubbed, so the
 * digest never holds a till or document number the stored message no longer shows; on its own,
 * so a later message rewriting this one (send-message.ts) does not change it.
 */
export function sendDigest(itemId: number, content: string): string {
  const alone = checkMessageTexts([content]).texts[0];
  return createHash('sha256').update(`${itemId}\n${alone}`).digest('hex');
}

/** The message a repeat answers with, or undefined for a first send; another body under the key is refused. */
export async function findRepeatedSend(db: Executor, input: { senderId: string; sendKey: string; digest: string }): Promise<MessageRow | undefined> {
  const stored = await findMessageBySendKey(db, input.senderId, input.sendKey);
  if (stored && stored.sendDigest !== input.digest) throw new AppError('MESSAGE_KEY_REUSED', SEND_KEY_REUSED);
  return stored;
}
