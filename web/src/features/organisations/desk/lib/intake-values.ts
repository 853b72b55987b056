/**
 * The intake desk's form: the post form's shared schema (contact details refused, the server
 * checks again), except that a Documents item may leave its question blank (the owner proves a
 * document at the desk by the ID card's name and number; organisationItemBody says the same).
 */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGE_KEYS as M } from '@okota/shared/messages';
import { hasNoContactDetails, itemFormSchema, todayInNairobi, type ItemFields } from '@okota/shared/schemas/item.schema';
import { readLocal, readSession, writeLocal, writeSession } from '../../../../lib/storage';
import type { IntakePayload } from '../api/post-intake-item';

export type IntakeInput = z.input<typeof itemFormSchema>;

const documentsSchema = itemFormSchema.extend({
  verificationQuestion1: z
    .string()
    .trim()
    .max(500)
    .refine((q) => q.length === 0 || q.length >= 10, M.questionMin)
    .refine(hasNoContactDetails, M.questionContact),
});

/** The schema follows the chosen category, read when the form validates. */
export function intakeResolver(isDocuments: () => boolean): Resolver<IntakeInput> {
  const items = zodResolver(itemFormSchema) as unknown as Resolver<IntakeInput>;
  const documents = zodResolver(documentsSchema) as unknown as Resolver<IntakeInput>;
  return (values, context, options) => (isDocuments() ? documents : items)(values, context, options);
}

/** What stays from one item to the next: category and county (and the day, for a batch found together). */
export type Kept = Pick<IntakeInput, 'categoryId' | 'location' | 'dateFound'>;

export const blankIntake = (kept: Kept): IntakeInput => ({
  title: '',
  description: '',
  nearLocation: '',
  documentNumber: '',
  verificationQuestion1: '',
  verificationAnswer1: '',
  verificationQuestion2: '',
  verificationAnswer2: '',
  verificationQuestion3: '',
  verificationAnswer3: '',
  requiresProofPhoto: false,
  ...kept,
});

const keptKey = (organisationId: string) => `intake_defaults:${organisationId}`;
const countKey = (organisationId: string) => `intake_count:${organisationId}`;

/** Category and county from the last visit (this device); the day found starts as today. */
export function readKept(organisationId: string): Kept {
  let stored: Partial<Kept> = {};
  try {
    stored = JSON.parse(readLocal(keptKey(organisationId)) ?? '{}') as Partial<Kept>;
  } catch {
    // A damaged entry: start blank.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { categoryId: text(stored.categoryId), location: text(stored.location), dateFound: todayInNairobi() };
}

export function writeKept(organisationId: string, kept: Kept): void {
  writeLocal(keptKey(organisationId), JSON.stringify({ categoryId: String(kept.categoryId ?? ''), location: kept.location }));
}

/** Items saved in this browser tab, so a reload keeps the count. */
export const readSavedCount = (organisationId: string) => Number(readSession(countKey(organisationId))) || 0;
export const writeSavedCount = (organisationId: string, count: number) => writeSession(countKey(organisationId), String(count));

export function intakePayload(values: ItemFields, images: string[]): IntakePayload {
  return {
    ...values,
    nearLocation: values.nearLocation ?? '',
    latitude: undefined,
    longitude: undefined,
    documentNumber: values.documentNumber || undefined,
    images,
  };
}
