/** Between the item form, the API and the guest draft. */
import { itemFormSchema, todayInNairobi, type ItemFields } from '@okota/shared/schemas/item.schema';
import type { z } from 'zod';
import type { ItemPayload } from '../api/create-item';
import type { Item } from '../api/types';

export type ItemFormInput = z.input<typeof itemFormSchema>;

export const emptyItemForm = (): ItemFormInput => ({
  title: '',
  description: '',
  categoryId: '',
  location: '',
  nearLocation: '',
  dateFound: todayInNairobi(),
  verificationQuestion1: '',
  verificationQuestion2: '',
  verificationQuestion3: '',
  verificationAnswer1: '',
  verificationAnswer2: '',
  verificationAnswer3: '',
  requiresProofPhoto: false,
  documentNumber: '',
});

export function formFromItem(item: Item): ItemFormInput {
  return {
    title: item.title,
    description: item.description,
    categoryId: String(item.categoryId),
    location: item.location,
    nearLocation: item.nearLocation ?? '',
    dateFound: item.dateFound.slice(0, 10),
    verificationQuestion1: item.verificationQuestion1,
    verificationQuestion2: item.verificationQuestion2 ?? '',
    verificationQuestion3: item.verificationQuestion3 ?? '',
    verificationAnswer1: item.verificationAnswer1 ?? '',
    verificationAnswer2: item.verificationAnswer2 ?? '',
    verificationAnswer3: item.verificationAnswer3 ?? '',
    requiresProofPhoto: item.requiresProofPhoto,
    // Never sent back by the server: blank keeps the number on file.
    documentNumber: '',
  };
}

export function payloadFrom(values: ItemFields): ItemPayload {
  return {
    ...values,
    nearLocation: values.nearLocation ?? '',
    latitude: values.latitude || undefined,
    longitude: values.longitude || undefined,
    documentNumber: values.documentNumber || undefined,
  };
}

/** A guest's saved post: the form as typed, plus the photos already uploaded. */
export interface PostDraftFields extends Partial<ItemFormInput> {
  images?: string[];
}

export function splitDraft(draft: PostDraftFields): { form: ItemFormInput; images: string[]; complete: ItemFields | null } {
  const { images, ...fields } = draft;
  const form = { ...emptyItemForm(), ...fields };
  const parsed = itemFormSchema.safeParse(form);
  return { form, images: Array.isArray(images) ? images.filter((u) => typeof u === 'string') : [], complete: parsed.success ? parsed.data : null };
}
