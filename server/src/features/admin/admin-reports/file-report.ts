/**
 * "Report this item" / "Report this user" from any signed-in user. One open report per reporter
 * and target: reporting again returns the open one instead of piling up duplicates. A listing
 * reported as a scam by a trusted reporter is hidden at once, pending review (hold-reported-scam.ts).
 */
import type { z } from 'zod';
import type { reportSchema } from '@okota/shared';
import { dbId } from '@okota/shared/contracts/ids';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { enforceRateLimits } from '../../../lib/rate-limit';
import { findItemById } from '../admin-items/admin-items.repository';
import { findUserById } from '../admin-users/admin-users.repository';
import { findOpenReport, insertReport } from './reports.repository';
import { holdReportedScam, isScamReport, isTrustedReporter } from './hold-reported-scam';

const HOUR_MS = 60 * 60 * 1000;
export const REPORTS_PER_HOUR = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileReportOptions {
  ctx: AppContext;
  reporterId: string;
  input: z.output<typeof reportSchema>;
}

export async function fileReport({ ctx, reporterId, input }: FileReportOptions) {
  await enforceRateLimits(
    ctx.db,
    [{ key: `report:user:${reporterId}`, limit: REPORTS_PER_HOUR, windowMs: HOUR_MS }],
    'Too many reports. Please wait an hour and try again.',
  );
  const targetId =
    input.targetType === 'item' ? await checkItemTarget(ctx, reporterId, input.targetId) : await checkUserTarget(ctx, reporterId, input.targetId);
  const existing = await findOpenReport(ctx.db, reporterId, input.targetType, targetId);
  if (existing) return { report: existing, created: false };
  const holds = input.targetType === 'item' && isScamReport(input.reason) && (await isTrustedReporter(ctx.db, reporterId));
  const report = await ctx.db.transaction(async (tx) => {
    const row = await insertReport(tx, { reporterId, targetType: input.targetType, targetId, reason: input.reason });
    if (holds) await holdReportedScam(ctx, tx, { itemId: Number(targetId), reportId: row.id });
    return row;
  });
  return { report, created: true };
}

async function checkItemTarget(ctx: AppContext, reporterId: string, rawId: string): Promise<string> {
  const id = dbId.safeParse(rawId);
  const item = id.success ? await findItemById(ctx.db, id.data) : undefined;
  if (!item || item.status === 'removed') throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  if (item.finderId === reporterId) throw new AppError('REPORT_OWN_ITEM', 'You cannot report your own item');
  return String(item.id);
}

async function checkUserTarget(ctx: AppContext, reporterId: string, rawId: string): Promise<string> {
  const user = UUID.test(rawId) ? await findUserById(ctx.db, rawId.toLowerCase()) : undefined;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
  if (user.id === reporterId) throw new AppError('REPORT_SELF', 'You cannot report yourself');
  return user.id;
}
