/**
 * What waits for a verified number: the finder's payouts parked until then (docs/decisions/0202).
 * Runs in the transaction that sets the mark, so what waits is released exactly when it commits.
 * Payments sits above auth (docs/decisions/0253): it registers its step here when it starts.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { defineHookList } from '../../../lib/feature-hook';

export type PhoneVerifiedStep = (ctx: AppContext, tx: Executor, userId: string) => Promise<unknown>;

const phoneVerified = defineHookList<PhoneVerifiedStep>();

export function onPhoneVerified(ctx: AppContext, step: PhoneVerifiedStep): void {
  phoneVerified.register(ctx, step);
}

export async function afterPhoneVerified(options: { ctx: AppContext; db: Executor; user: UserRow }): Promise<void> {
  for (const step of phoneVerified.steps(options.ctx)) await step(options.ctx, options.db, options.user.id);
}
