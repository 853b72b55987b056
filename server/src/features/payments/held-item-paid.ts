/**
 * What happens when a held item's payment completes is the organisations feature's to say (a
 * collection code at the desk, docs/decisions/0242), but organisations sits above payments
 * (docs/decisions/0253): it registers the step here when it starts, and complete-payment.ts runs it
 * inside its transaction, where it always ran. One per app, keyed by its context, so each test app has its own.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { HeldCustody } from '../custody/held-custody.repository';
import type { PaymentRow } from './payments.repository';

export type HeldItemPaid = (
  ctx: Pick<AppContext, 'log'>,
  tx: Executor,
  paid: { payment: PaymentRow; custody: HeldCustody; title: string; receipt: string | null },
) => Promise<void>;

const registered = new WeakMap<AppContext, HeldItemPaid>();

export function onHeldItemPaid(ctx: AppContext, step: HeldItemPaid): void {
  registered.set(ctx, step);
}

/** The registered step; without one a held item's payment must not complete as an ordinary one. */
export function heldItemPaidStep(ctx: AppContext): HeldItemPaid {
  const step = registered.get(ctx);
  if (!step) throw new Error('No step registered for a held item paid: is the organisations feature registered?');
  return step;
}
