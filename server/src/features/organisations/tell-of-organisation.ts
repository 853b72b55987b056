/**
 * The organisation turns someone waits for (docs/decisions/0261): admins of a new application (the
 * bell, an SMS to a proved number, an e-mail), the applicant of the decision (an SMS beside the
 * bell change-organisation-status.ts writes). Our words only, never the name the applicant typed,
 * sent at once (they are answers to what someone did, not alerts of ours).
 */
import { ROUTES } from '@okota/shared/routes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import { organisationAppliedMail } from '../../integrations/mail/templates/organisation-applied';
import { listAdminIds, listAdminMailboxes, notify } from '../notifications';
import { queueSms, findSmsContact, renderSms, smsLink } from '../sms';

type TellContext = Pick<AppContext, 'config' | 'log'>;
type OrganisationSms = 'org_applied' | 'org_verified' | 'org_rejected';

/** Inside the application's transaction: every admin's bell and, to a proved number, an SMS. */
export async function tellAdminsOfApplication(ctx: TellContext, tx: Executor): Promise<void> {
  for (const userId of await listAdminIds(tx)) {
    await notify(tx, { userId, type: 'system', kind: 'organisation_applied', params: {} });
    await smsTo(ctx, tx, userId, 'org_applied', `${ROUTES.adminOrganisations}?status=pending`);
  }
}

/** After the commit: the e-mail, which must not hold the application's transaction open. */
export async function mailAdminsOfApplication(ctx: AppContext): Promise<void> {
  try {
    for (const admin of await listAdminMailboxes(ctx.db)) {
      const mail = organisationAppliedMail({
        language: pickMailLanguage(admin.language),
        url: `${ctx.config.publicUrl}${ROUTES.adminOrganisations}?status=pending`,
        supportEmail: ctx.config.SUPPORT_EMAIL,
      });
      await ctx.mail.send({ to: admin.email, ...mail });
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'organisation application e-mail to admins not sent');
  }
}

/** The applicant hears of a verification or a rejection by SMS too (the bell carries the reason). */
export async function tellApplicantOfDecision(ctx: TellContext, tx: Executor, userId: string, decision: 'verified' | 'rejected'): Promise<void> {
  await smsTo(ctx, tx, userId, decision === 'verified' ? 'org_verified' : 'org_rejected', ROUTES.organisations);
}

async function smsTo(ctx: TellContext, db: Executor, userId: string, kind: OrganisationSms, path: string): Promise<void> {
  try {
    // A savepoint: an SMS that cannot be queued must not undo the application or the decision.
    await db.transaction(async (tx) => {
      const person = await findSmsContact(tx, userId);
      if (!person?.phoneVerified || !person.phone) return;
      const text = renderSms({ kind, language: person.language, link: smsLink(ctx.config.publicUrl, path) });
      if (text) await queueSms(tx, { to: person.phone, text, kind, userId });
    });
  } catch (error) {
    ctx.log.error({ err: error, kind }, 'organisation SMS not queued');
  }
}
