import { describe, expect, it } from 'vitest';
import { fitsOneSmsPart, gsm7Length, toGsm7 } from '../../integrations/africastalking/gsm7';
import { SMS_KINDS } from './sms-kinds';
import { MIN_TITLE_LENGTH, renderSms } from './sms-texts';

const LANGUAGES = ['en', 'sw'] as const;
/** The longest link a deployment is likely to have, and the largest id. */
const LONG_LINK = 'https://www.okota-lost-and-found.co.ke/item/2147483647';
const WORST = { title: 'W'.repeat(100), amount: 99_999, code: '999999', link: LONG_LINK };

describe('SMS texts', () => {
  it('keeps every text, in both languages, to one GSM-7 part at its longest, with the link whole and room for a title', () => {
    for (const language of LANGUAGES) {
      for (const kind of SMS_KINDS) {
        const text = renderSms({ kind, language, ...WORST });
        expect(text, `${kind}/${language}`).not.toBeNull();
        expect(fitsOneSmsPart(text!), `${kind}/${language}: ${gsm7Length(text!)} septets`).toBe(true);
        if (kind !== 'code') {
          expect(text, `${kind}/${language}`).toContain(LONG_LINK);
          const title = /"(W+)\.\.\."/.exec(text!)?.[1] ?? '';
          expect(title.length, `${kind}/${language} leaves too little of the title`).toBeGreaterThanOrEqual(20);
        } else expect(text).toContain('999999');
      }
    }
  });

  it('is written in the GSM-7 alphabet as it stands: nothing in our own words needs replacing', () => {
    for (const language of LANGUAGES) {
      for (const kind of SMS_KINDS) {
        const text = renderSms({ kind, language, title: 'Wallet', amount: 300, code: '123456', link: 'https://okota.co.ke/item/1' })!;
        expect(toGsm7(text), `${kind}/${language}`).toBe(text);
      }
    }
  });

  it('speaks the language asked for, and English for anything else', () => {
    const values = { title: 'Wallet', amount: 300, link: 'https://okota.co.ke/item/1' };
    expect(renderSms({ kind: 'payout_sent', language: 'sw', ...values })).toBe('Okota: KSh 300 za "Wallet" zimetumwa kwenye M-Pesa yako. Asante kwa kukirudisha! https://okota.co.ke/item/1');
    expect(renderSms({ kind: 'payout_sent', language: 'fr', ...values })).toMatch(/^Okota: KSh 300 for "Wallet" was sent to your M-Pesa/);
  });

  it('brings a typed title into the alphabet and hides contact details in it', () => {
    const text = renderSms({ kind: 'match', language: 'en', title: '“Mama’s” 📱 phone, call 0712 345 678', link: 'https://okota.co.ke/item/9' })!;
    expect(fitsOneSmsPart(text)).toBe(true);
    expect(text).not.toContain('0712');
    expect(text).toContain('"Mama\'s" ? phone');
  });

  it('refuses rather than sends two parts or a title cut to nothing', () => {
    const absurdLink = `https://${'x'.repeat(150)}.ke/item/1`;
    expect(renderSms({ kind: 'claim_approved', language: 'sw', title: 'Black leather wallet', link: absurdLink })).toBeNull();
    expect(MIN_TITLE_LENGTH).toBeGreaterThan(0);
  });
});
