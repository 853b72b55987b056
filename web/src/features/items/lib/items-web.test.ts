import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '@okota/shared/messages';
import { itemFormSchema } from '@okota/shared/schemas/item.schema';
import { cameraErrorKey } from './camera-errors';
import { emptyItemForm, splitDraft } from './item-form-values';

const complete = {
  ...emptyItemForm(),
  title: 'Blue umbrella',
  categoryId: '3',
  location: 'Nyeri',
  description: 'A blue umbrella left at the stage.',
  dateFound: '2025-01-02',
  verificationQuestion1: 'What is written on the handle?',
  images: ['/uploads/items/0123456789abcdef0123456789abcdef.webp'],
};

describe("a guest's saved post", () => {
  it('is offered for posting when every field is valid, with its photos', () => {
    const { complete: fields, images, form } = splitDraft(complete);
    expect(fields).toMatchObject({ title: 'Blue umbrella', categoryId: 3, location: 'Nyeri' });
    expect(images).toEqual(complete.images);
    expect(form).not.toHaveProperty('images');
  });

  it('goes back into the form when something is missing or no longer valid', () => {
    const { complete: fields, form } = splitDraft({ title: 'Umb', images: 'not a list' as never });
    expect(fields).toBeNull();
    expect(form.title).toBe('Umb');
    expect(itemFormSchema.safeParse(form).error?.issues.map((i) => i.message)).toContain(MESSAGE_KEYS.titleMin);
    expect(splitDraft({ ...complete, description: 'Call 0712345678 to get it back' }).complete).toBeNull();
  });
});

describe('camera errors', () => {
  it('map to the four documented messages', () => {
    expect(cameraErrorKey({ name: 'NotAllowedError' })).toBe('camera.permission');
    expect(cameraErrorKey({ name: 'NotFoundError' })).toBe('camera.notFound');
    expect(cameraErrorKey({ name: 'NotSupportedError' })).toBe('camera.notSupported');
    expect(cameraErrorKey(new Error('boom'))).toBe('camera.generic');
  });
});
