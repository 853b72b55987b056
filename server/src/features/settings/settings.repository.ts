import { inArray } from 'drizzle-orm';
import { FALLBACK_FEES, computeFees, type Fees } from '@okota/shared';
import type { Executor } from '../../db/client';
import { adminSettings } from '../../db/schema';

export const FEE_KEYS = { finder: 'finder_amount', platform: 'platform_amount' } as const;

/** The current fees from admin_settings; the fallbacks only if a row is missing. */
export async function getCurrentFees(db: Executor): Promise<Fees> {
  const rows = await db
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(inArray(adminSettings.key, [FEE_KEYS.finder, FEE_KEYS.platform]));
  const read = (key: string, fallback: number) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isFinite(value) ? value : fallback;
  };
  return computeFees(read(FEE_KEYS.finder, FALLBACK_FEES.finderAmount), read(FEE_KEYS.platform, FALLBACK_FEES.platformAmount));
}
