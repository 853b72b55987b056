/**
 * The one place that tells a person it is their turn (docs/decisions/0231, 0260): the bell and Web
 * Push (notify), an SMS to a verified number, an e-mail where the account has an address, each in
 * the reader's language and subject to their switches. A turn's SMS goes at once, day and night,
 * outside the daily cap; only reminders wait for the morning (sms-kinds.ts decides by kind).
 *
 * Everything is written inside the caller's transaction: the notification row, the SMS row and
 * its send job, the e-mail job. So a rolled-back change tells nobody, and nothing leaves before
 * the commit. Each event is told once: the callers tell only when their own state change
 * happened, and the e-mail job carries a key naming the event.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { findItemFacts, queueSms, readAlertPreferences, smsSwitchedOn, renderSms, smsLink, findSmsContact } from '../../sms';
import { notify, type NotificationInput } from '../notify';
import { TURN_RULES, type Turn, type TurnFacts } from './turn-kinds';
import { firstNameOf } from './turns.repository';
import { offerTurnToChannels } from './turn-channels';
import { turnMailJob, type TurnMailPayload } from './send-turn-mail';

export interface TellPersonInput extends TurnFacts {
  userId: string;
  turn: Turn;
  itemId: number;
  /** Names the event, for the e-mail job's key (e.g. the claim or payment id). */
  eventKey: string | number;
  /** The bell notification; omitted when the caller stores it itself. */
  notification?: WithoutUser<NotificationInput>;
  /** false: no turn e-mail, because the caller's own e-mail already says this turn (docs/decisions/0268). */
  email?: false;
}

/** Omit that keeps a union a union (each notification kind with its own parameters). */
type WithoutUser<T> = T extends unknown ? Omit<T, 'userId'> : never;

type TellContext = Pick<AppContext, 'config' | 'log' | 'jobs'>;

export async function tellPerson(ctx: TellContext, tx: Executor, input: TellPersonInput): Promise<void> {
  if (input.notification) await notify(tx, { ...input.notification, userId: input.userId } as NotificationInput);
  await queueTurnSms(ctx, tx, input);
  if (!TURN_RULES[input.turn].email || input.email === false) return;
  const payload: TurnMailPayload = {
    userId: input.userId,
    turn: input.turn,
    itemId: input.itemId,
    amount: input.amount,
    receipt: input.receipt,
    otherUserId: input.otherUserId,
    party: input.party,
    heldFor: input.heldFor,
    atDesk: input.atDesk,
  };
  await ctx.jobs.enqueue(tx, turnMailJob, payload, { dedupeKey: `turn-mail:${input.turn}:${input.eventKey}:${input.userId}` });
}

/** The SMS, if the person has a number it may go to and left the kind on. Never breaks the caller. */
async function queueTurnSms(ctx: TellContext, db: Executor, input: TellPersonInput): Promise<void> {
  try {
    // A savepoint: an SMS that cannot be queued must not undo the claim or payment around it.
    await db.transaction(async (tx) => {
      const user = await findSmsContact(tx, input.userId);
      const rule = TURN_RULES[input.turn];
      // A pending number (docs/decisions/0276) is no number to text.
      if (!user?.phone || (!user.phoneVerified && !rule.anyNumber)) return;
      const { alerts } = await readAlertPreferences(tx, input.userId);
      if (!smsSwitchedOn(alerts, input.turn)) return;
      const text = renderSms({
        kind: input.turn,
        language: user.language,
        ...(await findItemFacts(tx, input.itemId, user.language)),
        amount: input.amount,
        receipt: input.receipt,
        firstName: await firstNameOf(tx, input.otherUserId),
        party: input.party,
        heldFor: input.heldFor,
        link: smsLink(ctx.config.publicUrl, rule.smsPath(input.itemId, input)),
      });
      if (!text) {
        ctx.log.warn({ turn: input.turn, userId: input.userId }, 'turn SMS does not fit one part; not sent');
        return;
      }
      const link = smsLink(ctx.config.publicUrl, rule.smsPath(input.itemId, input));
      const phone = user.phone;
      const turn = { userId: input.userId, phone, language: user.language, turn: input.turn, itemId: input.itemId, smsText: text, link };
      if (await offerTurnToChannels(tx, turn)) return;
      await queueSms(tx, { to: phone, text, kind: input.turn, userId: input.userId });
    });
  } catch (error) {
    ctx.log.error({ err: error, turn: input.turn, userId: input.userId }, 'turn SMS not queued');
  }
}
