/** Form fields → item columns: phone numbers scrubbed (decisions.md "Items"), blanks stored as null. */
import { MAX_PHOTOS_PER_ITEM, MESSAGES, scrubItemText, type ItemFields } from '@okota/shared';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { categoryExists } from './items.repository';

const blankToNull = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

export function itemValuesFrom(fields: ItemFields) {
  return {
    title: fields.title,
    description: scrubItemText(fields.description),
    categoryId: fields.categoryId,
    location: fields.location,
    nearLocation: fields.nearLocation ? blankToNull(scrubItemText(fields.nearLocation)) : null,
    dateFound: fields.dateFound,
    latitude: blankToNull(fields.latitude),
    longitude: blankToNull(fields.longitude),
    verificationQuestion1: fields.verificationQuestion1,
    verificationQuestion2: blankToNull(fields.verificationQuestion2),
    verificationQuestion3: blankToNull(fields.verificationQuestion3),
    verificationAnswer1: blankToNull(fields.verificationAnswer1),
    verificationAnswer2: blankToNull(fields.verificationAnswer2),
    verificationAnswer3: blankToNull(fields.verificationAnswer3),
    requiresProofPhoto: fields.requiresProofPhoto,
  };
}

export async function assertCategoryExists(db: Executor, categoryId: number): Promise<void> {
  if (!(await categoryExists(db, categoryId))) {
    throw badRequest(MESSAGES.categoryRequired, { errors: { categoryId: MESSAGES.categoryRequired } });
  }
}

export function assertPhotoCount(count: number): void {
  if (count > MAX_PHOTOS_PER_ITEM) throw badRequest(MESSAGES.tooManyImages);
}
