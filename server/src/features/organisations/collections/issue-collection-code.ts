/**
 * A payment for a held item completed (complete-payment.ts, inside its transaction): instead of
 * revealing anyone's contact, the owner gets a collection code (docs/decisions/0242). Six random
 * digits, compared as a hash, valid until the holding period ends (at least a week), sent by
 * SMS in the owner's language with our own words only and shown on the owner's own item page
 * while open (docs/decisions/0261); the bell says it was sent, never the code.
 * The finder's share waits for the hand-over at the desk, and whoever posted the item is told.
 */
import { COLLECTION_CODE_LENGTH } from '@okota/shared/contracts/organisations.contract';
import { formatNairobiDay, nairobiDay } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { randomDigits } from '../../../lib/crypto';
import { notify } from '../../notifications';
import { queueSms, findSmsContact, renderSms } from '../../sms';
import { holdPayoutUntilCollected, type PaymentRow } from '../../payments';
import { hashCollectionCode, listCodesOfOrganisation, saveCollectionCode } from './collection-codes.repository';
import type { HeldCustody } from '../../custody';
import type { FreeClaimApproved } from '../../claims';

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
  const { expiresAt } = await saveAndSendCode(ctx, tx, {
    itemId: payment.itemId,
    claimId: payment.claimId,
    claimerId: payment.claimerId,
    custody,
    paidFrom: payment.phoneNumber,
    smsKind: 'collection_code',
  });
  await holdPayoutUntilCollected(tx, payment.id, expiresAt);

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
 * A public office's desk approved the claim (approve-claim.ts, inside its transaction): nothing
 * to pay, so the code is issued now (docs/decisions/0261). The approval's own bell tells the
 * owner; the SMS carries the code in words that say there is nothing to pay.
 */
export const issueFreeCollectionCode: FreeClaimApproved = async (ctx, tx, { itemId, claimId, claimerId, custody }) =>
  saveAndSendCode(ctx, tx, { itemId, claimId, claimerId, custody, paidFrom: null, smsKind: 'collection_code_free' });

async function saveAndSendCode(
  ctx: IssueContext,
  tx: Executor,
  code: { itemId: number; claimId: number; claimerId: string; custody: HeldCustody; paidFrom: string | null; smsKind: CodeSmsKind },
): Promise<{ expiresAt: Date }> {
  const now = new Date();
  const expiresAt = new Date(Math.max(code.custody.heldUntil.getTime(), now.getTime() + MIN_CODE_VALIDITY_MS));
  const digits = await codeUnusedAtDesk(tx, code.custody.organisationId);
  await saveCollectionCode(tx, { itemId: code.itemId, claimId: code.claimId, codeHash: hashCollectionCode(code.itemId, digits), shownCode: digits, expiresAt });
  await sendCodeSms(ctx, tx, { ...code, code: digits, expiresAt });
  return { expiresAt };
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
 * is logged and must not undo the payment or the approval; the bell and the item page still tell
 * the owner to come.
 */
type CodeSmsKind = 'collection_code' | 'collection_code_free';

async function sendCodeSms(
  ctx: IssueContext,
  db: Executor,
  sms: { itemId: number; claimerId: string; paidFrom: string | null; smsKind: CodeSmsKind; code: string; expiresAt: Date },
) {
  try {
    await db.transaction(async (tx) => {
      const owner = await findSmsContact(tx, sms.claimerId);
      const language = owner?.language === 'sw' ? 'sw' : 'en';
      const text = renderSms({ kind: sms.smsKind, language, code: sms.code, date: formatNairobiDay(nairobiDay(sms.expiresAt), language) });
      if (!text) throw new Error('collection code SMS does not fit one part');
      const to = (owner?.phoneVerified && owner.phone) || sms.paidFrom;
      // Free at a public office and no proved number: the item page shows the code.
      if (!to) return;
      await queueSms(tx, { to, text, kind: sms.smsKind, userId: sms.claimerId });
    });
  } catch (error) {
    ctx.log.error({ err: error, itemId: sms.itemId }, 'collection code SMS not queued');
  }
}
