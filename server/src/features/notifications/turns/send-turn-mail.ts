/**
 * The e-mail of a turn, as a job queued by tellPerson inside the change it tells of: built from
 * the rows when it runs, in the reader's language, only to an account with an address whose
 * owner left that e-mail on; retried if the mail server fails.
 */
import type { AppContext } from '../../../context';
import { pickMailLanguage } from '../../../integrations/mail/account-emails';
import { turnMail, type TurnMailKind } from '../../../integrations/mail/templates/turn-mails';
import { findItemFacts, readAlertPreferences, smsFirstName } from '../../sms';
import { TURN_RULES } from './turn-kinds';
import type { TurnMailPayload } from './tell-person';
import { findMailContact, firstNameOf } from './turns.repository';

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
