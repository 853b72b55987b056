/**
 * Form fields → item columns: contact details replaced in every text a guest can read (title,
 * questions, description, nearby place; docs/decisions/0140), read as one text so a number begun
 * in the title and ended in the description is found whole (docs/decisions/0265); blanks stored as null. The expected
 * answers are shown to the finder alone, so they are kept as written.
 */
import { MAX_PHOTOS_PER_ITEM, MESSAGE_KEYS, scrubItemTexts, type DetectOptions, type ItemFields, type OrganisationTexts } from '@okota/shared';
import type { Executor } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { categoryExists } from './items.repository';

const blankToNull = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);
/** Column sizes (db/schema/items.ts): a scrubbed text is cut to fit them. */
const TITLE_COLUMN = 200;
const NEAR_LOCATION_COLUMN = 300;

/**
 * `documentNumbers`: a Documents item, whose ID or passport number stays out of its public texts (decisions/0234).
 * `desk`: the desk that holds it, whose name, landmark and hours its page shows after its texts (docs/decisions/0282).
 */
export function itemValuesFrom(fields: ItemFields, detect: DetectOptions = {}, desk?: OrganisationTexts | null) {
  const { texts } = scrubItemTexts(
    {
      title: fields.title,
      description: fields.description,
      verificationQuestion1: fields.verificationQuestion1,
      verificationQuestion2: fields.verificationQuestion2,
      verificationQuestion3: fields.verificationQuestion3,
      nearLocation: fields.nearLocation,
    },
    detect,
    { title: TITLE_COLUMN, nearLocation: NEAR_LOCATION_COLUMN },
    desk ? [desk.name, desk.landmark, desk.hours] : [],
  );
  return {
    title: texts.title,
    description: texts.description,
    categoryId: fields.categoryId,
    location: fields.location,
    nearLocation: blankToNull(texts.nearLocation),
    dateFound: fields.dateFound,
    latitude: blankToNull(fields.latitude),
    longitude: blankToNull(fields.longitude),
    verificationQuestion1: texts.verificationQuestion1,
    verificationQuestion2: blankToNull(texts.verificationQuestion2),
    verificationQuestion3: blankToNull(texts.verificationQuestion3),
    verificationAnswer1: blankToNull(fields.verificationAnswer1),
    verificationAnswer2: blankToNull(fields.verificationAnswer2),
    verificationAnswer3: blankToNull(fields.verificationAnswer3),
    requiresProofPhoto: fields.requiresProofPhoto,
  };
}

export async function assertCategoryExists(db: Executor, categoryId: number): Promise<void> {
  if (!(await categoryExists(db, categoryId))) {
    throw badRequest(MESSAGE_KEYS.categoryRequired, { errors: { categoryId: MESSAGE_KEYS.categoryRequired } });
  }
}

export function assertPhotoCount(count: number): void {
  if (count > MAX_PHOTOS_PER_ITEM) throw new AppError('TOO_MANY_PHOTOS', MESSAGE_KEYS.tooManyImages);
}
