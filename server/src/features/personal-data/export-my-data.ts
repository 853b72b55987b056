/**
 * GET /api/me/export (docs/rules.md "Personal data"): everything held about the caller as one JSON
 * document, at most DATA_EXPORTS_PER_DAY a day (East Africa Time) because it reads every table.
 * The download is written to the audit log: a copy of someone's data leaving is worth a trace.
 */
import { DATA_EXPORTS_PER_DAY, nairobiDay } from '@okota/shared';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { UserRow } from '../../db/schema';
import { buildExportDocument } from './export-document';
import { exportWords } from './export-words';
import { claimsOf, itemsOf, lostReportsOf, messagesOf } from './export.repository';
import { contactMessagesOf, notificationsOf, paymentsOf, pushSubscriptionsOf, reportsFiledBy, reviewsOf, sessionsOf } from './export-activity.repository';
import type { ExportDocument } from '@okota/shared/contracts/personal-data.contract';
import { smsTracesOf } from './sms-traces.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPORT_LIMIT_MESSAGE = `You can download your data ${DATA_EXPORTS_PER_DAY} times a day. Please try again tomorrow.`;

export async function exportMyData(options: { ctx: AppContext; user: UserRow; token: string; language?: string }): Promise<ExportDocument> {
  const { ctx, user, token } = options;
  const now = new Date();
  // The day is part of the key: the count starts again at midnight in Nairobi, not 24 hours after the first download.
  await enforceRateLimits(ctx.db, [{ key: `export:user:${user.id}:${nairobiDay(now)}`, limit: DATA_EXPORTS_PER_DAY, windowMs: DAY_MS }], EXPORT_LIMIT_MESSAGE);

  // One snapshot: a repeatable-read transaction, so the sections agree with each other.
  const held = await ctx.db.transaction(
    async (tx) => {
      const [items, claims, lostReports, messages, reviews, payments, notifications, sessions, pushSubscriptions, contactMessages, reportsFiled] = [
        await itemsOf(tx, user.id),
        await claimsOf(tx, user.id),
        await lostReportsOf(tx, user.id),
        await messagesOf(tx, user.id),
        await reviewsOf(tx, user.id),
        await paymentsOf(tx, user.id),
        await notificationsOf(tx, user.id),
        await sessionsOf(tx, user.id),
        await pushSubscriptionsOf(tx, user.id),
        await contactMessagesOf(tx, user),
        await reportsFiledBy(tx, user.id),
      ];
      const sms = await smsTracesOf(tx, user);
      await recordAudit(tx, { actorId: user.id, action: 'user.export_data', targetType: 'user', targetId: user.id });
      return { items, claims, lostReports, messages, reviews, payments, notifications, sessions, pushSubscriptions, contactMessages, reportsFiled, sms };
    },
    { isolationLevel: 'repeatable read' },
  );

  const base = ctx.config.publicUrl;
  return buildExportDocument({
    user,
    held,
    token,
    texts: exportWords(options.language ?? user.language),
    link: (path) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`),
    now,
  });
}
