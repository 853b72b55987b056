/**
 * A payment for a held item completed (complete-payment.ts, inside its transaction): instead of
 * revealing anyone's contact, the owner gets a collection code (docs/decisions/0242). Six random
 * digits, kept only as a hash, valid until the holding period ends (at least a week), sent by
 * SMS in the owner's language with our own words only; the bell says it was sent, never the code.
 * The finder's share waits for the hand-over at the desk, and whoever posted the item is told.
 */
import { COLLECTION_CODE_LENGTH } from '@okota/shared/contracts/organisations.contract';
import { formatNairobiDay, nairobiDay } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { randomDigits } from '../../../lib/crypto';
import { notify } from '../../notifications/notify';
import { queueSms } from '../../sms/queue-sms';
import { findSmsContact } from '../../sms/sms-contacts.repository';
import { renderSms } from '../../sms/sms-texts';
import { holdPayoutUntilCollected } from '../../payments/payouts/payout-lifecycle';
import type { PaymentRow } from '../../payments/payments.repository';
import { hashCollectionCode, listCodesOfOrganisation, saveCollectionCode } from './collection-codes.repository';
import type { HeldCustody } from '../../custody/held-custody.repository';

/** However short the holding period left, the owner has a week to come to the desk. */
export const MIN_CODE_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

type IssueContext = Pick<AppContext, 'log'>;

export async function issueCollectionCode(
  ctx: IssueContext,
  tx: Executor,
  {
    payment,
    custody,
    title,
    receipt,
  }: {
    payment: PaymentRow;
    custody: HeldCustody;
    title: string;
    receipt: string | null;
  },
): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(Math.max(custody.heldUntil.getTime(), now.getTime() + MIN_CODE_VALIDITY_MS));
  const code = await codeUnusedAtDesk(tx, custody.organisationId);
  await saveCollectionCode(tx, { itemId: payment.itemId, claimId: payment.claimId, codeHash: hashCollectionCode(payment.itemId, code), expiresAt });
  await holdPayoutUntilCollected(tx, payment.id, expiresAt);
  await sendCodeSms(ctx, tx, { payment, code, expiresAt });

  const common = { type: 'payment' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
  await notify(tx, {
    ...common,
    userId: payment.claimerId,
    kind: 'collection_code_sent',
    params: { item: title, amount: payment.amount, until: expiresAt.toISOString(), ...(receipt ? { receipt } : {}) },
  });
  await notify(tx, { ...common, userId: payment.finderId, kind: 'held_item_paid', params: { item: title, amount: payment.finderAmount } });
}

/**
 * Random digits that no open code of the same desk already has, so a desk that types a code
 * without naming the item finds one item, never two.
 */
async function codeUnusedAtDesk(tx: Executor, organisationId: string): Promise<string> {
  const now = Date.now();
  const open = (await listCodesOfOrganisation(tx, organisationId)).filter((c) => !c.usedAt && c.expiresAt.getTime() > now);
  for (;;) {
    const code = randomDigits(COLLECTION_CODE_LENGTH);
    if (!open.some((c) => hashCollectionCode(c.itemId, code) === c.codeHash)) return code;
  }
}

/**
 * To the account's number if proved, else to the number that just paid (its M-Pesa PIN proved
 * it). A code, so at any hour and outside the daily cap. A savepoint: an SMS that cannot be queued
 * is logged and must not undo the payment; the bell still tells the owner to come.
 */
async function sendCodeSms(ctx: IssueContext, db: Executor, { payment, code, expiresAt }: { payment: PaymentRow; code: string; expiresAt: Date }) {
  try {
    await db.transaction(async (tx) => {
      const owner = await findSmsContact(tx, payment.claimerId);
      const language = owner?.language === 'sw' ? 'sw' : 'en';
      const text = renderSms({ kind: 'collection_code', language, code, date: formatNairobiDay(nairobiDay(expiresAt), language) });
      if (!text) throw new Error('collection code SMS does not fit one part');
      const to = owner?.phoneVerified ? owner.phone : payment.phoneNumber;
      await queueSms(tx, { to, text, kind: 'collection_code', userId: payment.claimerId });
    });
  } catch (error) {
    ctx.log.error({ err: error, paymentId: payment.id }, 'collection code SMS not queued');
  }
}
