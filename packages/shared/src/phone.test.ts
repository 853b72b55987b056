import { describe, expect, it } from 'vitest';
import { formatPhoneLocal, isKenyanMobile, normalizePhone, preparePaymentPhone, toInternationalPhone, toMsisdn } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['0712-345-678', '+254712345678'],
    ['712345678', '+254712345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['0812345678', '071234567', '07123456789', '+255712345678', 'abc', ''])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isKenyanMobile(input)).toBe(false);
  });

  it('gives Daraja its MSISDN form and people a readable one', () => {
    expect(toMsisdn('0712345678')).toBe('254712345678');
    expect(formatPhoneLocal('+254712345678')).toBe('0712 345 678');
  });
});

describe('preparePaymentPhone (payment dialog reading)', () => {
  it('keeps digits, turns a leading 254 into +254 and prefixes other numbers with 0', () => {
    expect(preparePaymentPhone('254712345678')).toBe('+254712345678');
    expect(preparePaymentPhone('+254 712 345 678')).toBe('+254712345678');
    expect(preparePaymentPhone('0712 345 678')).toBe('0712345678');
    expect(preparePaymentPhone('712345678')).toBe('0712345678');
    expect(preparePaymentPhone('')).toBe('');
  });
});

describe('toInternationalPhone (contact form, support line links)', () => {
  it.each([
    ['0709 123 400', '+254709123400'],
    ['020-123-4567', '+254201234567'],
    ['254709123400', '+254709123400'],
    ['+254 709 123 400', '+254709123400'],
    ['+44 20 7946 0000', '+442079460000'],
  ])('%s → %s', (written, international) => {
    expect(toInternationalPhone(written)).toBe(international);
  });
});
