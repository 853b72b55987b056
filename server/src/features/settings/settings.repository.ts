import { inArray } from 'drizzle-orm';
import { FALLBACK_FEES, computeFees, type Fees } from '@okota/shared';
import type { Executor } from '../../db/client';
import { adminSettings } from '../../db/schema';

export const FEE_KEYS = { finder: 'finder_amount', platform: 'platform_amount' } as const;

/**
 * The longest holding period an organisation may choose (issue 28, docs/decisions/0240): an admin
 * sets them through the settings route; without a row, these defaults.
 */
export const HOLDING_LIMIT_KEYS = { documents: 'holding_days_documents_max', other: 'holding_days_other_max' } as const;
export const DEFAULT_HOLDING_LIMITS = { documents: 60, other: 90 } as const;
export interface HoldingLimits {
  documents: number;
  other: number;
}

export async function getHoldingLimits(db: Executor): Promise<HoldingLimits> {
  const rows = await db
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(inArray(adminSettings.key, [HOLDING_LIMIT_KEYS.documents, HOLDING_LIMIT_KEYS.other]));
  const read = (key: string, fallback: number) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    documents: read(HOLDING_LIMIT_KEYS.documents, DEFAULT_HOLDING_LIMITS.documents),
    other: read(HOLDING_LIMIT_KEYS.other, DEFAULT_HOLDING_LIMITS.other),
  };
}

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
