/**
 * What happens when a held item's payment completes is the organisations feature's to say (a
 * collection code at the desk, docs/decisions/0242), but organisations sits above payments
 * (docs/decisions/0253): it registers the step here when it starts, and complete-payment.ts runs it
 * inside its transaction, where it always ran. Exactly one per app (lib/feature-hook.ts).
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineSingleHook } from '../../lib/feature-hook';
import type { HeldCustody } from '../custody';
import type { PaymentRow } from './payments.repository';

export type HeldItemPaid = (
  ctx: Pick<AppContext, 'log'>,
  tx: Executor,
  paid: { payment: PaymentRow; custody: HeldCustody; title: string; receipt: string | null },
) => Promise<void>;

const heldItemPaid = defineSingleHook<HeldItemPaid>({ name: 'held item paid', registeredBy: 'organisations' });

export function onHeldItemPaid(ctx: AppContext, step: HeldItemPaid): void {
  heldItemPaid.register(ctx, step);
}

/** The registered step; without one a held item's payment must not complete as an ordinary one. */
export function heldItemPaidStep(ctx: AppContext): HeldItemPaid {
  return heldItemPaid.step(ctx);
}
