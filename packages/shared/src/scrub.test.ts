import { describe, expect, it } from 'vitest';
import { CONTACT_PHRASES, containsPhoneNumber, scrubContactInfo, scrubItemText } from './scrub';

describe('scrubContactInfo', () => {
  it.each([
    '0712345678', '0112345678', '+254712345678', '254712345678', '0712 345 678', '0712-345-678', '+254 712 345 678',
  ])('removes the phone number %s', (phone) => {
    expect(scrubContactInfo(`my number is ${phone} ok`)).toBe('my number is [Contact removed] ok');
  });

  it('removes e-mail addresses', () => {
    expect(scrubContactInfo('write to jane.doe@example.co.ke please')).toBe('write to [Email removed] please');
  });

  it.each(CONTACT_PHRASES)('removes the phrase "%s" in any case', (phrase) => {
    expect(scrubContactInfo(`ok ${phrase.toUpperCase()} now`)).toBe('ok [Contact info removed] now');
  });

  it('leaves ordinary descriptions alone', () => {
    const text = 'A black leather wallet with 3 cards and a photo, lost near Kencom on 12 May';
    expect(scrubContactInfo(text)).toBe(text);
  });
});

describe('item text', () => {
  it('detects and replaces phone numbers in descriptions', () => {
    expect(containsPhoneNumber('call 0712345678')).toBe(true);
    expect(containsPhoneNumber('found on 12/05/2025 near stage 3')).toBe(false);
    expect(scrubItemText('call 0712 345 678 now')).toBe('call [Contact removed for privacy] now');
  });
});
