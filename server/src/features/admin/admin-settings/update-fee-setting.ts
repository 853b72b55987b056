/**
 * Changes the finder or platform fee. The limits (KSh 50-500, 10-200) hold for every settings
 * call, whichever screen sent it (docs/rules.md "Administration"); the new fee applies to payments
 * initiated after it, and /api/public/fees reads it on the next request.
 */
import { feeSettingSchema } from '@okota/shared';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { FEE_KEYS, HOLDING_LIMIT_KEYS } from '../../settings';
import { findSetting, upsertSetting } from './admin-settings.repository';

/** The fees, and the organisations' holding-period limits (docs/decisions/0240), which this route also sets. */
const FEE_KEY_LIST: string[] = [...Object.values(FEE_KEYS), ...Object.values(HOLDING_LIMIT_KEYS)];

export interface UpdateFeeSettingOptions {
  ctx: AppContext;
  adminId: string;
  key: string;
  value: unknown;
  description?: string;
}

export async function updateFeeSetting({ ctx, adminId, key, value, description }: UpdateFeeSettingOptions) {
  if (!FEE_KEY_LIST.includes(key)) throw badRequest('Unknown setting', { errors: { key: 'Unknown setting' } });
  const parsed = feeSettingSchema.safeParse({ key, value, description });
  if (!parsed.success) {
    // A shared schema's message is its key: the API answers its English.
    // The schema's messages are keys: AppError sends their English and the keys (docs/decisions/0275).
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
    throw badRequest(parsed.error.issues[0].message, { errors });
  }
  const input = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const before = await findSetting(tx, input.key);
    const row = await upsertSetting(tx, { key: input.key, value: String(input.value), description: input.description, updatedBy: adminId });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'setting.update',
      targetType: 'setting',
      targetId: input.key,
      details: { from: before ? Number(before.value) : null, to: input.value },
    });
    return row;
  });
}
