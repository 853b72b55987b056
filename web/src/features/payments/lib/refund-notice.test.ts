import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@okota/shared';
import { installBrowserGlobals } from '../../../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { translate, setLanguage } = await import('../../../i18n');
const { REFUNDS_NS } = await import('../refunds-i18n');
const { PAYMENTS_NS } = await import('../i18n');
const { isRefundStatus, refundNotice } = await import('./refund-notice');

const t = (key: string, options?: Record<string, unknown>) => translate(key, options, REFUNDS_NS);
const payment = { amount: 1500, refundedAt: null, refundTransactionId: null };

describe('what a claimer reads about a refund', () => {
  it('says a refund on its way in plain words, with the amount as KSh', () => {
    setLanguage('en');
    const notice = refundNotice({ ...payment, status: 'refund_pending' }, t, 'en')!;
    expect(notice).toMatchObject({ tone: 'amber', title: 'Your money is on its way back', receipt: null });
    expect(notice.body).toBe('Your KSh 1,500 is on its way back to your M-Pesa. We will tell you when it arrives.');
  });

  it("gives a landed refund its date in East Africa Time and the reversal's receipt", () => {
    setLanguage('en');
    const landed = { ...payment, status: 'refunded' as const, refundedAt: '2026-03-04T21:30:00.000Z', refundTransactionId: 'RV12ABC345' };
    expect(refundNotice(landed, t, 'en')).toMatchObject({
      tone: 'green',
      receipt: 'RV12ABC345',
      body: 'KSh 1,500 was returned to your M-Pesa on 5 March 2026, 00:30 EAT.',
    });
    setLanguage('sw');
    expect(refundNotice(landed, t, 'sw')!.body).toBe('KSh 1,500 zilirudishwa kwenye M-Pesa yako tarehe 5 Machi 2026, 00:30 EAT.');
    // No date from the server: no empty "on ." sentence.
    expect(refundNotice({ ...landed, refundedAt: null }, t, 'sw')!.body).toBe('KSh 1,500 zilirudishwa kwenye M-Pesa yako.');
    setLanguage('en');
  });

  it('tells a claimer whose refund M-Pesa refused that a person is returning it and what comes next', () => {
    setLanguage('en');
    const notice = refundNotice({ ...payment, status: 'refund_failed' }, t, 'en')!;
    expect(notice.tone).toBe('red');
    expect(notice.body).toMatch(/A person at Okota is returning it through M-Pesa now, and we will tell you by SMS when it arrives/);
    expect(notice.body).not.toMatch(/R0000|OriginalTransactionID/);
  });

  it('says nothing about payments that are not being refunded', () => {
    for (const status of ['pending', 'completed', 'failed'] as const) {
      expect(isRefundStatus(status)).toBe(false);
      expect(refundNotice({ ...payment, status }, t, 'en')).toBeNull();
    }
  });

  it('has words, never a status name, for every payment status in both languages', () => {
    for (const language of ['en', 'sw'] as const) {
      setLanguage(language);
      for (const status of PAYMENT_STATUSES) {
        const badge = translate(`status.${status}`, {}, PAYMENTS_NS);
        expect(badge, `${language} ${status}`).not.toMatch(/^status\.|_/);
        const notice = refundNotice(
          { ...payment, status, refundedAt: '2026-03-04T09:00:00Z' },
          (key, options) => translate(key, options, REFUNDS_NS),
          language,
        );
        if (notice) expect(`${notice.title} ${notice.body}`).not.toMatch(/claimer\.|refund_|\{\{/);
      }
    }
    setLanguage('en');
  });
});
