/**
 * "Send me the link by SMS": the item's page, to the number that asked (the network proved it).
 * A USSD link is an answer the caller asked for, so it goes out at any hour and outside the
 * alert cap (features/sms/sms-kinds.ts). A gateway that repeats the same request does not send
 * a second SMS: the effect is counted once per session and item.
 */
import { createHash } from 'node:crypto';
import { ROUTES } from '@okota/shared';
import type { Executor } from '../../db/client';
import { clearRateLimit, countHit } from '../../lib/rate-limit';
import { queueSms, renderSms, smsLink, findItemFacts } from '../sms';
import type { UssdEnv } from './ussd-engine';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The counter that remembers that this session did `what` (its key holds no session id as such). */
export function sessionOnceKey(env: Pick<UssdEnv, 'sessionId'>, what: string): string {
  return `ussd-once:${createHash('sha256').update(env.sessionId).digest('hex').slice(0, 24)}:${what}`;
}

/**
 * True the first time this session does `what`; a repeated request of the same step answers
 * false. `db` may be a transaction, so that what it guards rolls back with it.
 */
export async function isFirstInSession(env: Pick<UssdEnv, 'ctx' | 'sessionId'>, what: string, db: Executor = env.ctx.db): Promise<boolean> {
  const { count } = await countHit(db, { key: sessionOnceKey(env, what), limit: 1, windowMs: DAY_MS });
  return count === 1;
}

/** Queues the SMS; answers whether it is on its way (an SMS already queued by this session counts). */
export async function sendUssdLink(env: UssdEnv, item: { id: number; title: string }): Promise<boolean> {
  const what = `link:${item.id}`;
  if (!(await isFirstInSession(env, what))) return true;
  const sent = await queueLink(env, item);
  // Not sent: a repeated request may try again rather than be told it was.
  if (!sent) await clearRateLimit(env.ctx.db, sessionOnceKey(env, what));
  return sent;
}

async function queueLink(env: UssdEnv, item: { id: number; title: string }): Promise<boolean> {
  // Named by category, county and date, never by the finder's title (docs/decisions/0231).
  const facts = await findItemFacts(env.ctx.db, item.id, env.language);
  const text = renderSms({ kind: 'ussd_link', language: env.language, ...facts, link: smsLink(env.ctx.config.publicUrl, ROUTES.item(item.id)) });
  if (!text) return false;
  try {
    const result = await queueSms(env.ctx.db, { to: env.phone, text, kind: 'ussd_link', userId: null });
    return result.status !== 'skipped';
  } catch (error) {
    // The caller is still on the line: tell them it failed rather than end the session with an error.
    env.ctx.log.error({ err: error }, 'ussd: could not queue a link SMS');
    return false;
  }
}
