import { describe, expect, it } from 'vitest';
import { fitsOneSmsPart, gsm7Length, toGsm7 } from '../../integrations/africastalking/gsm7';
import { SMS_KINDS } from './sms-kinds';
import { MIN_CATEGORY_LENGTH, bilingualPaybillSms, renderSms, smsFirstName } from './sms-texts';

const LANGUAGES = ['en', 'sw'] as const;
/** The longest link a deployment is likely to have, and the largest id. */
const LONG_LINK = 'https://www.okota-lost-and-found.co.ke/item/2147483647';
/** The longest of everything: an admin's 100-letter category, the longest county and month, a 20-letter name. */
const WORST = {
  category: 'W'.repeat(100),
  county: 'Elgeyo-Marakwet',
  date: '30 September 2026',
  amount: 99_999,
  fee: 99_999,
  firstName: 'Wanjirumwangikamaina',
  receipt: 'UAB1CD2EF3',
  code: '999999',
  link: LONG_LINK,
};

/** The words a kind chooses between: who reads a dispute's decision, why a listing is held. */
const VARIANTS = [{}, { party: 'finder' }, { heldFor: 'scam' }] as const;

describe('SMS texts', () => {
  it('keeps every text, in both languages, to one GSM-7 part at its longest, with the link whole and room for the category', () => {
    for (const language of LANGUAGES) {
      for (const [kind, variant] of SMS_KINDS.flatMap((kind) => VARIANTS.map((variant) => [kind, variant] as const))) {
        const text = renderSms({ kind, language, ...WORST, ...variant });
        expect(text, `${kind}/${language}`).not.toBeNull();
        expect(fitsOneSmsPart(text!), `${kind}/${language}: ${gsm7Length(text!)} septets`).toBe(true);
        if (kind === 'code' || kind === 'collection_code' || kind === 'collection_code_free') {
          expect(text).toContain('999999');
          continue;
        }
        // A receipt handed over at the desk needs no link (docs/decisions/0242).
        if (kind === 'drop_off_receipt') continue;
        expect(text, `${kind}/${language}`).toContain(LONG_LINK);
        const category = /(W+)(\.\.\.)?[,)]/.exec(text!)?.[1] ?? '';
        if (/W{3}/.test(text!)) expect(category.length, `${kind}/${language} leaves too little of the category`).toBeGreaterThanOrEqual(MIN_CATEGORY_LENGTH);
      }
    }
  });

  it("keeps room for the category with the approval's pay link (`?pay`, issue 34), in both languages", () => {
    for (const language of LANGUAGES) {
      const text = renderSms({ kind: 'claim_approved', language, ...WORST, link: `${LONG_LINK}?pay` });
      expect(text).toContain(`${LONG_LINK}?pay`);
      expect(fitsOneSmsPart(text!)).toBe(true);
      expect(/(W+)(\.\.\.)?[,)]/.exec(text!)![1]!.length).toBeGreaterThanOrEqual(MIN_CATEGORY_LENGTH);
    }
  });

  it("fits the Paybill payer's 'not returned' and 'is back' SMS in both languages in one part, at the largest Paybill payment and the longest link (docs/decisions/0286)", () => {
    for (const kind of ['paybill_stuck', 'paybill_back'] as const) {
      const text = bilingualPaybillSms(kind, { amount: 250_000, receipt: 'UAB1CD2EF3', link: LONG_LINK });
      expect(text).toContain('KSh 250,000 (UAB1CD2EF3)');
      expect(text).toContain(LONG_LINK);
      expect(text).toMatch(kind === 'paybill_stuck' ? /tutazirudisha/ : /Zimerudishwa/);
      expect(fitsOneSmsPart(text!)).toBe(true);
      expect(bilingualPaybillSms(kind, { amount: 250_000, receipt: 'UAB1CD2EF3', link: `${LONG_LINK}${'/x'.repeat(30)}` })).toBeNull();
    }
  });

  it('is written in the GSM-7 alphabet as it stands: nothing in our own words needs replacing', () => {
    for (const language of LANGUAGES) {
      for (const kind of SMS_KINDS) {
        const text = renderSms({
          kind,
          language,
          category: 'Keys',
          county: 'Nairobi',
          date: '4 March 2026',
          amount: 300,
          receipt: 'UAB1CD2EF3',
          code: '123456',
          link: 'https://okota.co.ke/item/1',
        })!;
        expect(toGsm7(text), `${kind}/${language}`).toBe(text);
      }
    }
  });

  it('speaks the language asked for, and English for anything else', () => {
    const values = { amount: 300, receipt: 'UAB1CD2EF3', link: 'https://okota.co.ke/item/1' };
    expect(renderSms({ kind: 'payout_sent', language: 'sw', ...values })).toBe(
      'Okota: tumetuma KSh 300 kwenye M-Pesa yako, risiti UAB1CD2EF3. Asante kwa kukirudisha! https://okota.co.ke/item/1',
    );
    expect(renderSms({ kind: 'payout_sent', language: 'fr', ...values })).toBe(
      'Okota: we sent KSh 300 to your M-Pesa, receipt UAB1CD2EF3. Thank you for returning the item! https://okota.co.ke/item/1',
    );
  });

  it('names a person by a cleaned first word only, never by what they typed as a name', () => {
    expect(smsFirstName('Amani Wanjiru', 'The owner')).toBe('Amani');
    expect(smsFirstName('0712345678 pay', 'The owner')).toBe('The owner');
    expect(smsFirstName('   ', 'Mwenye kitu')).toBe('Mwenye kitu');
    const text = renderSms({
      kind: 'owner_paid',
      language: 'en',
      firstName: 'Send KSh 500 to 0712345678',
      category: 'Keys',
      link: 'https://okota.co.ke/item/1',
    })!;
    expect(text).toBe('Okota: Send paid for the item you found (Keys). Chat to arrange the hand-over: https://okota.co.ke/item/1');
    expect(text).not.toMatch(/0712|500/);
  });

  it('refuses rather than sends two parts or a category cut to nothing', () => {
    const absurdLink = `https://${'x'.repeat(150)}.ke/item/1`;
    expect(renderSms({ kind: 'claim_approved', language: 'sw', category: 'Wallets', county: 'Nairobi', amount: 150, link: absurdLink })).toBeNull();
  });
});
