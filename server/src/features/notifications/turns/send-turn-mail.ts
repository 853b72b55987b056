/**
 * The e-mail of a turn, as a job queued by tellPerson inside the change it tells of: built from
 * the rows when it runs, in the reader's language, only to an account with an address whose
 * owner left that e-mail on; retried if the mail server fails.
 */
import type { AppContext } from '../../../context';
import { pickMailLanguage } from '../../../integrations/mail/account-emails';
import { turnMail, type TurnMailKind } from '../../../integrations/mail/templates/turn-mails';
import { findItemFacts, readAlertPreferences, smsFirstName, type HeldFor } from '../../sms';
import { TURN_RULES, type Turn } from './turn-kinds';
import { findMailContact, firstNameOf } from './turns.repository';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

/** The e-mail of a turn, queued by tellPerson (tell-person.ts) with the facts its words need, never another person's text. */
const turnMailPayload = z.object({
  userId: z.string(),
  // Any turn of TURN_RULES: a turn without e-mail is queued by nobody, and sends nothing if it were.
  turn: z.custom<Turn>((value) => typeof value === 'string' && Object.hasOwn(TURN_RULES, value), 'not a turn'),
  itemId: z.number().int(),
  amount: z.number().optional(),
  receipt: z.string().nullish(),
  otherUserId: z.string().optional(),
  party: z.enum(['owner', 'finder']).optional(),
  heldFor: z.enum(['contact', 'scam']).optional() satisfies z.ZodType<HeldFor | undefined>,
  atDesk: z.literal(true).optional(),
});

export type TurnMailPayload = z.output<typeof turnMailPayload>;

export const turnMailJob = defineJob({
  id: 'notifications.turn-mail',
  payload: turnMailPayload,
  handler: (payload, ctx: AppContext) => sendTurnMail(ctx, payload),
  maxAttempts: 5,
  backoffMs: 60_000,
});

export async function sendTurnMail(ctx: Pick<AppContext, 'db' | 'config' | 'mail'>, payload: TurnMailPayload): Promise<void> {
  const rule = TURN_RULES[payload.turn];
  if (!rule?.email) return;
  const user = await findMailContact(ctx.db, payload.userId);
  // Phone-first accounts may have no address (docs/decisions/0230): the SMS and the bell suffice.
  if (!user?.email) return;
  const { emails } = await readAlertPreferences(ctx.db, payload.userId);
  if (rule.email !== 'always' && !emails[rule.email]) return;
  const language = pickMailLanguage(user.language);
  const facts = await findItemFacts(ctx.db, payload.itemId, language);
  if (!facts) return;
  const otherName = smsFirstName(await firstNameOf(ctx.db, payload.otherUserId), language === 'sw' ? 'Mwenye kitu' : 'The owner');
  const mail = turnMail(payload.turn as TurnMailKind, {
    language,
    firstName: user.firstName,
    ...facts,
    amount: payload.amount ?? 0,
    otherName,
    party: payload.party,
    heldFor: payload.heldFor,
    url: `${ctx.config.publicUrl.replace(/\/$/, '')}${rule.mailPath(payload.itemId, payload)}`,
    supportEmail: ctx.config.SUPPORT_EMAIL,
  });
  await ctx.mail.send({ to: user.email, ...mail });
}
