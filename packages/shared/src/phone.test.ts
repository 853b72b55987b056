import { describe, expect, it } from 'vitest';
import { formatPhoneLocal, isKenyanMobile, isMpesaNumber, normalizePhone, preparePaymentPhone, toInternationalPhone, toMsisdn } from './phone';

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

describe('isMpesaNumber (the number M-Pesa is asked to charge or pay)', () => {
  it.each([
    '0708 374 149',
    '0700000001',
    '0712345678',
    '0722000222',
    '0740123456',
    '0746123456',
    '0748123456',
    '0757123456',
    '0768123456',
    '0799123456',
    '0110123456',
    '0115123456',
    '+254712345678',
    '254722000222',
  ])('Safaricom: %s', (phone) => {
    expect(isMpesaNumber(phone)).toBe(true);
  });

  // Airtel, Telkom, Equitel and other networks: Kenyan mobiles that may sign up, but have no M-Pesa.
  it.each([
    '0733000333',
    '0735123456',
    '0750123456',
    '0756123456',
    '0762123456',
    '0785123456',
    '0100123456',
    '0102123456',
    '0772123456',
    '0763123456',
    '0744123456',
    '0747123456',
  ])('not M-Pesa, yet a Kenyan mobile: %s', (phone) => {
    expect(isKenyanMobile(phone)).toBe(true);
    expect(isMpesaNumber(phone)).toBe(false);
  });

  it.each(['0812345678', '071234567', '', 'abc'])('not a number at all: %s', (phone) => {
    expect(isMpesaNumber(phone)).toBe(false);
  });
});
