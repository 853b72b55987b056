import { describe, expect, it } from 'vitest';
import { paymentReceiptMail, payoutReceiptMail, refundReceiptMail, refundStartedMail } from './payment-receipts';

describe('money e-mails', () => {
  // 21:30 UTC on 4 March is 00:30 on 5 March in Nairobi: the receipt shows the day people lived.
  const facts = {
    firstName: 'Amina',
    item: 'Wallets <b>, Nairobi',
    amount: 150,
    receipt: 'NLJ7RT61SV',
    date: new Date('2026-03-04T21:30:00Z'),
    supportEmail: 'support@okota.co.ke',
  };

  it('a payment receipt lists the M-Pesa receipt, amount, item (category and county) and date in East Africa Time, escaped in HTML', () => {
    const mail = paymentReceiptMail({ ...facts, language: 'en' });
    expect(mail.subject).toBe('Receipt: your Okota payment');
    expect(mail.text).toContain('M-Pesa receipt: NLJ7RT61SV');
    expect(mail.text).toContain('Amount: KSh 150');
    expect(mail.text).toContain('Item: Wallets <b>, Nairobi');
    expect(mail.text).toContain('Date: 5 March 2026, 00:30 EAT');
    expect(mail.html).toContain('Wallets &lt;b&gt;, Nairobi');
    expect(mail.html).not.toContain('<b>,');
  });

  it('every money e-mail comes in Kiswahili too', () => {
    const sw = { ...facts, language: 'sw' as const };
    expect(paymentReceiptMail(sw).text).toContain('Tarehe: 5 Machi 2026, 00:30 EAT');
    expect(refundStartedMail({ ...sw, reason: 'claim_revoked' }).text).toContain('aliondoa idhini');
    expect(refundReceiptMail({ ...sw, paymentReceipt: 'NLJ7RT61SV', receipt: 'REV0000001' }).text).toContain('Urejeshaji wa M-Pesa: REV0000001');
    expect(payoutReceiptMail({ ...sw, amount: 100 }).subject).toBe('Zawadi yako ya KSh 100 imetumwa kwenye M-Pesa yako');
    for (const mail of [paymentReceiptMail(sw), refundStartedMail({ ...sw, reason: 'dispute' }), payoutReceiptMail(sw)]) {
      expect(mail.html).toContain('lang="sw"');
      expect(mail.text).not.toMatch(/\b(Amount|Receipt|Date)\b/);
    }
  });

  it('says why a refund is coming, for each reason', () => {
    const reasons = ['dispute', 'claim_revoked', 'item_removed', 'already_paid'] as const;
    const texts = reasons.map((reason) => refundStartedMail({ ...facts, language: 'en', reason }).text);
    expect(new Set(texts).size).toBe(4);
    expect(texts[3]).toContain('already paid for this claim');
    expect(texts[0]).toContain('within 7 business days');
  });
});
