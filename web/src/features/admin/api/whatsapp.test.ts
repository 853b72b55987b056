import { describe, expect, it } from 'vitest';
import { textRows } from './whatsapp';

describe("the WhatsApp bot's texts for review", () => {
  it('lists every text with its English and Kiswahili side by side, nested keys dotted, templates last', () => {
    const rows = textRows({
      words: { en: { hello: 'Hello', kinds: { id: 'ID' } }, sw: { hello: 'Habari', kinds: { id: 'Kitambulisho' } } },
      templates: { okota_turn_update: { en: 'Open {{1}}', sw: 'Fungua {{1}}' } },
    });
    expect(rows).toEqual([
      { key: 'hello', en: 'Hello', sw: 'Habari' },
      { key: 'kinds.id', en: 'ID', sw: 'Kitambulisho' },
      { key: 'template okota_turn_update', en: 'Open {{1}}', sw: 'Fungua {{1}}' },
    ]);
  });
});
