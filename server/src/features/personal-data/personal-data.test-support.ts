/** Shared setup of the personal-data tests: a deal that is over (paid, handed over, finder paid) and a way to read many answers at once. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { createClaim, createItem } from '../../../test/factories';
import { payments } from '../../db/schema';

export interface Person {
  user: { id: string; email: string; phone: string; firstName: string; lastName: string };
  token: string;
}

/** An item of `finder` that `claimer` paid for, received, and whose finder was paid: no money in flight. */
export async function settledDeal(
  t: TestApp,
  finder: Person,
  claimer: Person,
  options: { title?: string; handedOverAt?: Date; payout?: 'paid' | 'held' } = {},
) {
  const db = t.app.ctx.db;
  const handedOverAt = options.handedOverAt ?? new Date();
  const isPaid = (options.payout ?? 'paid') === 'paid';
  const item = await createItem(db, finder.user.id, {
    title: options.title ?? `Green Safaricom lanyard ${randomBytes(2).toString('hex')}`,
    claimedBy: claimer.user.id,
    isClaimed: true,
    status: isPaid ? 'completed' : 'claimed',
    claimedAt: handedOverAt,
    completedAt: isPaid ? handedOverAt : null,
  });
  const claim = await createClaim(db, item.id, claimer.user.id, { status: 'approved', verifiedAt: handedOverAt });
  const [payment] = await db
    .insert(payments)
    .values({
      itemId: item.id,
      claimId: claim.id,
      claimerId: claimer.user.id,
      finderId: finder.user.id,
      amount: 150,
      finderAmount: 100,
      platformAmount: 50,
      phoneNumber: claimer.user.phone,
      status: 'completed',
      completedAt: handedOverAt,
      mpesaTransactionId: `RK${randomBytes(4).toString('hex').toUpperCase()}`,
      ...(isPaid
        ? {
            payoutStatus: 'paid',
            finderPaid: true,
            finderPaidAt: handedOverAt,
            finderTransactionId: `PB${randomBytes(4).toString('hex').toUpperCase()}`,
            receiptConfirmedAt: handedOverAt,
          }
        : { payoutStatus: 'held', payoutDueAt: new Date(Date.now() + 72 * 3600_000) }),
    })
    .returning();
  return { item, claim, payment };
}

export async function sendMessage(t: TestApp, from: Person, itemId: number, content: string, sendKey?: string) {
  const res = await t.request({ method: 'POST', url: '/api/messages', token: from.token, payload: { itemId, content, sendKey } });
  expect(res.statusCode, res.body).toBe(201);
}

/** The bodies of several GETs as one text, each required to answer 200. */
export async function answersOf(t: TestApp, token: string, urls: string[]): Promise<string> {
  const bodies: string[] = [];
  for (const url of urls) {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    bodies.push(res.body);
  }
  return bodies.join('\n');
}
