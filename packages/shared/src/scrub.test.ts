import { describe, expect, it } from 'vitest';
import { CONTACT_PHRASES, containsEmailAddress, containsPhoneNumber, findContactDetails, scrubContactInfo, scrubItemText } from './scrub';

describe('scrubContactInfo', () => {
  it.each(['0712345678', '0112345678', '+254712345678', '254712345678', '0712 345 678', '0712-345-678', '+254 712 345 678'])(
    'removes the phone number %s',
    (phone) => {
      expect(scrubContactInfo(`my number is ${phone} ok`)).toBe('my number is [Contact removed] ok');
    },
  );

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

describe('one detector for every text', () => {
  it('gives each contact detail as a span of the text as written, whatever it was read as', () => {
    const text = 'Simu: ０７１２ ３４５ ６７８, barua jane(at)gmail(dot)com.';
    const details = findContactDetails(text);
    expect(details.map(({ kind, start, end }) => [kind, text.slice(start, end)])).toEqual([
      ['phone', '０７１２ ３４５ ６７８'],
      ['email', 'jane(at)gmail(dot)com'],
    ]);
  });

  it('reads an address holding digits as one e-mail, not a phone number', () => {
    expect(scrubContactInfo('mail 0712345678@gmail.com')).toBe('mail [Email removed]');
    expect(containsEmailAddress('jane at gmail dot com')).toBe(true);
    expect(containsPhoneNumber('jane at gmail dot com')).toBe(false);
  });

  it('claim texts: spelled-out e-mails, disguised numbers and phrases in other letter forms', () => {
    expect(scrubContactInfo('07l2 345 67O or jane at yahoo dot com, ＷｈａｔｓＡｐｐ')).toBe('[Contact removed] or [Email removed], [Contact info removed]');
  });

  it('cuts an item text the labels made longer than its column', () => {
    const title = Array.from({ length: 16 }, () => '712345678').join(' x ');
    expect(title.length).toBeLessThanOrEqual(200);
    const scrubbed = scrubItemText(title, 200);
    expect(scrubbed).toHaveLength(200);
    expect(scrubbed.endsWith('…')).toBe(true);
    expect(scrubbed).not.toMatch(/\d/);
  });

  it('item texts: e-mails as well as phones become the item replacement', () => {
    expect(scrubItemText('Blue bag. jane@gmail.com or 0712 345 678')).toBe('Blue bag. [Contact removed for privacy] or [Contact removed for privacy]');
  });
});
