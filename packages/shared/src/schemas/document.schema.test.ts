import { describe, expect, it } from 'vitest';
import { messageText } from '../messages';
import { DOCUMENT_MESSAGES, documentLookupSchema, isDocumentsCategory, normalizeDocumentNumber, optionalDocumentNumberSchema } from './document.schema';

describe('document numbers', () => {
  it('are compared upper case, without the spaces, dashes and dots people type', () => {
    expect(normalizeDocumentNumber(' ak 1234-567 ')).toBe('AK1234567');
    expect(normalizeDocumentNumber('a.123.456')).toBe('A123456');
    expect(normalizeDocumentNumber('SCT211-0001/2019')).toBe('SCT2110001/2019');
  });

  it('accept letters, digits and / from 4 to 30, and answer the normalised form', () => {
    expect(documentLookupSchema.parse({ number: '1234 5678' })).toEqual({ number: '12345678' });
    for (const bad of ['12', 'AB#123', 'A'.repeat(31), '']) {
      const result = documentLookupSchema.safeParse({ number: bad });
      expect(result.success, bad).toBe(false);
    }
    expect(messageText(documentLookupSchema.safeParse({ number: 'AB#123' }).error?.issues[0].message ?? '')).toBe(DOCUMENT_MESSAGES.numberFormat);
  });

  it('may be left blank on an item or a report', () => {
    expect(optionalDocumentNumberSchema.parse('')).toBe('');
    expect(optionalDocumentNumberSchema.parse(undefined)).toBeUndefined();
    expect(optionalDocumentNumberSchema.safeParse('x').success).toBe(false);
  });

  it('belong to the Documents category, known by its icon or its name', () => {
    expect(isDocumentsCategory({ name: 'Documents', icon: 'file-text' })).toBe(true);
    expect(isDocumentsCategory({ name: 'IDs and papers', icon: 'file-text' })).toBe(true);
    expect(isDocumentsCategory({ name: ' documents ', icon: 'box' })).toBe(true);
    expect(isDocumentsCategory({ name: 'Wallets', icon: 'wallet' })).toBe(false);
    expect(isDocumentsCategory(undefined)).toBe(false);
  });
});
