/**
 * Every error code the API can answer goes through the web's translator in both languages
 * (docs/decisions/0245-error-codes.md): a specific code is worded by its code, never by the
 * server's English, and a generic one shows the server's sentence.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODE_LIST, isGenericErrorCode, type ErrorCode } from '@okota/shared/error-codes';
import { MESSAGES } from '@okota/shared/messages';
import { installBrowserGlobals } from '../test-support/browser-globals';

installBrowserGlobals({ document: true });

const { setLanguage } = await import('../i18n');
const { ApiError } = await import('./api');
const { apiErrorText, errorCodeText } = await import('./api-error-text');
const { en } = await import('../i18n/error-words.en');
const { sw } = await import('../i18n/error-words.sw');

/** Codes whose Kiswahili may read as the English does (none today: add one here only with a reason). */
const SAME_IN_BOTH: ErrorCode[] = [];

const SERVER_TEXT = 'A sentence only the server says';
const declaredParams = (code: ErrorCode): readonly string[] => (ERROR_CODES[code] as { params?: readonly string[] }).params ?? [];
const sampleParams = (code: ErrorCode) => Object.fromEntries(declaredParams(code).map((name) => [name, `<${name}>`]));
const refusal = (code: ErrorCode, message = SERVER_TEXT) => new ApiError(ERROR_CODES[code].status, { code, message, params: sampleParams(code) });

describe('error codes in the reader’s language', () => {
  it('has words for every code in English and Kiswahili, Kiswahili its own', () => {
    expect(ERROR_CODE_LIST.length).toBeGreaterThan(50);
    for (const code of ERROR_CODE_LIST) {
      expect(en[code].trim(), code).not.toBe('');
      expect(sw[code].trim(), code).not.toBe('');
      if (!SAME_IN_BOTH.includes(code)) expect(sw[code], `${code} in Kiswahili`).not.toBe(en[code]);
    }
  });

  it('uses only the params a code declares, in both languages', () => {
    for (const code of ERROR_CODE_LIST) {
      for (const words of [en[code], sw[code]]) {
        const used = [...words.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
        for (const name of used) expect(declaredParams(code), `${code} uses {{${name}}}`).toContain(name);
      }
    }
  });

  for (const language of ['en', 'sw'] as const) {
    it(`words each specific code by its code in ${language}, whatever the server's sentence`, () => {
      setLanguage(language);
      const words = language === 'en' ? en : sw;
      for (const code of ERROR_CODE_LIST.filter((c) => !isGenericErrorCode(c))) {
        const text = apiErrorText(refusal(code), 'fallback');
        expect(text, code).not.toContain(SERVER_TEXT);
        expect(text, code).not.toMatch(/\{\{|\}\}/);
        expect(text.trim(), code).not.toBe('');
        if (!declaredParams(code).length) expect(text, code).toBe(words[code]);
        for (const name of declaredParams(code)) if (words[code].includes(`{{${name}}}`)) expect(text, code).toContain(`<${name}>`);
      }
    });

    it(`shows a generic code's server sentence in ${language}, translated by the key the server sends (decision 0275)`, () => {
      setLanguage(language);
      for (const code of ERROR_CODE_LIST.filter(isGenericErrorCode)) {
        expect(errorCodeText(refusal(code)), code).toBeUndefined();
        expect(apiErrorText(refusal(code), 'fallback'), code).toBe(SERVER_TEXT);
      }
      const keyed = new ApiError(400, { code: 'VALIDATION_FAILED', message: MESSAGES.emailInvalid, messageKey: 'emailInvalid', params: {} });
      expect(apiErrorText(keyed, 'fallback')).toBe(language === 'en' ? MESSAGES.emailInvalid : 'Tafadhali weka barua pepe sahihi');
      // The English alone is not looked up: two keys may share one text.
      const shared = new ApiError(400, { code: 'VALIDATION_FAILED', message: MESSAGES.claimDetailsMin, messageKey: 'claimDetailsMin', params: {} });
      expect(apiErrorText(shared, 'fallback')).toBe(
        language === 'en' ? 'Ownership proof details must be at least 10 characters' : 'Maelezo ya kuthibitisha umiliki lazima yawe na angalau herufi 10',
      );
      expect(apiErrorText(refusal('VALIDATION_FAILED', MESSAGES.emailInvalid), 'fallback')).toBe(MESSAGES.emailInvalid);
    });
  }

  it('tells a suspension and a wrong code apart by code, not by text', async () => {
    setLanguage('sw');
    const { isSuspensionError } = await import('./session');
    expect(isSuspensionError(new ApiError(403, { code: 'ACCOUNT_SUSPENDED', message: 'Reworded later' }))).toBe(true);
    expect(isSuspensionError(new ApiError(403, { message: 'Account suspended' }))).toBe(false);
    expect(apiErrorText(new ApiError(409, { code: 'CLAIM_ALREADY_DECIDED', message: 'Reworded later' }), '')).toBe('Dai hili limeshaamuliwa');
    expect(apiErrorText(new ApiError(409, { code: 'PAYMENT_FEE_CHANGED', message: 'x', params: { fee: 'KSh 250' } }), '')).toBe(
      'Ada sasa ni KSh 250. Tafadhali thibitisha kiasi kipya.',
    );
    expect(apiErrorText(new ApiError(400, { code: 'NOT_A_CODE', message: 'As it came' }), '')).toBe('As it came');
    expect(apiErrorText(new TypeError('Failed to fetch'), 'offline')).toBe('offline');
  });
});
