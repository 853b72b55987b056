/**
 * Private document numbers (issue 16, docs/rules.md "SMS and USSD"; docs/decisions/0205): the
 * number on a found national ID, passport, driving licence, student ID or KRA PIN card. The
 * server keeps only a keyed hash of the normalised number and never answers it; an owner who
 * types the same number learns that such a document was found, where and when.
 */
import { z } from 'zod';
import { MESSAGES, MESSAGE_KEYS as M } from '../messages';

/** Worded once in MESSAGES (the web app translates them there); the English, for the server's own refusals. */
export const DOCUMENT_MESSAGES = {
  numberFormat: MESSAGES.documentNumberFormat,
  numberRequired: MESSAGES.documentNumberRequired,
  onlyDocuments: MESSAGES.documentNumberOnlyDocuments,
} as const;

/**
 * The form a number is hashed in: upper case, without the spaces, dashes and dots people type
 * between groups ('a 123-456' and 'A123456' are the same document).
 */
export function normalizeDocumentNumber(input: string): string {
  return input.replace(/[\s\-.]/g, '').toUpperCase();
}

/** National IDs have 7–8 digits, passports a letter and 7–8, KRA PINs 11 characters; student IDs may have '/'. */
const NORMALISED = /^[A-Z0-9/]{4,30}$/;

export function isDocumentNumber(input: string): boolean {
  return NORMALISED.test(normalizeDocumentNumber(input));
}

/** Required: the lookup. Answers the normalised number. */
export const documentNumberSchema = z
  .string({ error: M.documentNumberRequired })
  .max(60, M.documentNumberFormat)
  .transform(normalizeDocumentNumber)
  .refine((number) => number.length > 0, M.documentNumberRequired)
  .refine((number) => NORMALISED.test(number), M.documentNumberFormat);

/**
 * On an item or a lost report: blank or absent means none (an edit that leaves it blank keeps
 * what was there, since the number is never sent back to fill the form; `removeDocumentNumber`
 * forgets it).
 */
export const optionalDocumentNumberSchema = z
  .string()
  .max(60, M.documentNumberFormat)
  .transform(normalizeDocumentNumber)
  .refine((number) => number === '' || NORMALISED.test(number), M.documentNumberFormat)
  .optional();

export const documentLookupSchema = z.object({ number: documentNumberSchema });
export type DocumentLookupInput = z.input<typeof documentLookupSchema>;

/**
 * The category documents are posted in: the seeded 'Documents' (its document icon, or its
 * name, so that renaming it or changing its icon alone does not lose the field).
 */
export function isDocumentsCategory(category: { name: string; icon?: string | null } | null | undefined): boolean {
  if (!category) return false;
  return category.icon === 'file-text' || /^documents?$/i.test(category.name.trim());
}
