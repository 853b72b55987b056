/**
 * Another channel may carry a turn's message instead of SMS (WhatsApp, for people who chose it;
 * docs/decisions/0267). It registers here at start, so notifications names no channel above it.
 * A channel that takes the message answers true, and then no SMS is queued now: the channel
 * sends it, or falls back to SMS itself, once.
 */
import type { Executor } from '../../../db/client';

export interface TurnForChannel {
  userId: string;
  phone: string;
  language: string;
  turn: string;
  itemId: number;
  /** The SMS this turn would send: our words only, one part. */
  smsText: string;
  /** The turn's page, as a full link. */
  link: string;
}

type TurnChannel = (tx: Executor, message: TurnForChannel) => Promise<boolean>;
const channels: TurnChannel[] = [];

export function registerTurnChannel(channel: TurnChannel): void {
  if (!channels.includes(channel)) channels.push(channel);
}

/** True when a channel took the message. */
export async function offerTurnToChannels(tx: Executor, message: TurnForChannel): Promise<boolean> {
  for (const channel of channels) if (await channel(tx, message)) return true;
  return false;
}
