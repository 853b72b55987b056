import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatNairobiDateTime } from '@okota/shared';
import { users } from '../../db/schema';
import type { LoopbackApp } from '../../integrations/daraja/simulator/loopback.test-support';
import { approvedClaim, initiate, settleUntil, useLoopbackApp, waitFor } from './payments.test-support';

describe('e-mail receipts for money that moved', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const pay = async (language: 'en' | 'sw') => {
    const setup = await approvedClaim(t);
    await t.app.ctx.db.update(users).set({ language }).where(eq(users.id, setup.claimer.user.id));
    const id = (await initiate(t, setup.claimer.token, setup.item.id)).json().payment.id as number;
    const payment = await settleUntil(t, id, (p) => p.status === 'completed');
    await waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
    return { ...setup, payment, mails: t.app.ctx.mail.outbox().filter((m) => m.to === setup.claimer.user.email) };
  };

  it('the claimer gets a receipt when the payment completes: M-Pesa receipt, amount, item and date in EAT', async () => {
    const { payment, item, mails, finder } = await pay('en');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Receipt: your Okota payment');
    expect(mails[0].text).toContain('Item: Wallets, Nairobi');
    expect(`${mails[0].subject}\n${mails[0].text}`).not.toContain(item.title);
    expect(mails[0].text).toContain(`M-Pesa receipt: ${payment.mpesaTransactionId}`);
    expect(mails[0].text).toContain('Amount: KSh 150');
    expect(mails[0].text).toContain(`Date: ${formatNairobiDateTime(payment.completedAt!, 'en')}`);
    // The contact is on the item page, never in an e-mail.
    expect(mails[0].text).not.toContain(finder.user.phone);
    // The finder gets no receipt, only their turn: the owner paid (docs/decisions/0231).
    expect(
      t.app.ctx.mail
        .outbox()
        .filter((m) => m.to === finder.user.email)
        .map((m) => m.subject),
    ).toEqual(['The owner has paid: arrange the hand-over']);
  });

  it('in Kiswahili for a Kiswahili reader', async () => {
    const { payment, mails } = await pay('sw');
    expect(mails[0].subject).toMatch(/^Risiti: malipo yako ya Okota/);
    expect(mails[0].text).toContain(`Risiti ya M-Pesa: ${payment.mpesaTransactionId}`);
    expect(mails[0].text).toContain(`Tarehe: ${formatNairobiDateTime(payment.completedAt!, 'sw')}`);
  });
});
