import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsapp-link';

describe('the WhatsApp button of the finder contact card', () => {
  it("opens a chat with the finder's number in international form and the greeting prefilled", () => {
    const link = new URL(whatsAppLink('+254712345678', 'Habari Akinyi, mimi ndiye mwenye "Pochi nyeusi" & zaidi?'));
    expect(link.origin + link.pathname).toBe('https://wa.me/254712345678');
    expect(link.searchParams.get('text')).toBe('Habari Akinyi, mimi ndiye mwenye "Pochi nyeusi" & zaidi?');
    expect(whatsAppLink('0112 345 678', 'Hi')).toBe('https://wa.me/254112345678?text=Hi');
  });
});
