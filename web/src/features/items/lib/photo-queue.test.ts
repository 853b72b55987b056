import { describe, expect, it } from 'vitest';
import { countWaiting, fieldsToFix, isRefusedPhoto, photosToPost, postBlocker, uploadPercent, type PhotoEntry } from './photo-queue';
import { itemLink, whatsAppShareUrl } from './share-link';

const photo = (status: PhotoEntry['status'], extra: Partial<PhotoEntry> = {}): PhotoEntry => ({
  id: status,
  previewUrl: 'blob:x',
  status,
  progress: 0,
  ...extra,
});
const file = new File(['x'], 'a.webp', { type: 'image/webp' });

describe('the photos a post waits for', () => {
  it('waits for a photo being shrunk as much as for one being uploaded', () => {
    // The photo dropped in issue 19 was still being shrunk: nothing counted it.
    expect(countWaiting([photo('preparing')])).toBe(1);
    expect(countWaiting([photo('preparing'), photo('uploading'), photo('uploaded'), photo('pending')])).toBe(2);
    expect(countWaiting([photo('uploaded'), photo('pending')])).toBe(0);
  });

  it('disables Post with the number of photos, before any field is named', () => {
    expect(postBlocker({ waitingPhotos: 1, fieldLabels: ['Item title'] })).toEqual({ kind: 'photos', count: 1 });
    expect(postBlocker({ waitingPhotos: 0, fieldLabels: ['Item title'] })).toEqual({ kind: 'fields', labels: ['Item title'] });
    expect(postBlocker({ waitingPhotos: 0, fieldLabels: [] })).toBeNull();
  });

  it('posts uploaded photos by address and failed uploads as files, never a photo still on its way', () => {
    const entries = [
      photo('uploaded', { url: '/uploads/temp/a.webp' }),
      photo('pending', { file }),
      photo('uploading', { file }),
      photo('preparing', { file }),
    ];
    expect(photosToPost(entries)).toEqual({ urls: ['/uploads/temp/a.webp'], files: [file] });
  });

  it('shows whole percentages and keeps 99 until the server has answered', () => {
    expect(uploadPercent(0)).toBe(0);
    expect(uploadPercent(0.456)).toBe(45);
    expect(uploadPercent(1)).toBe(99);
    expect(uploadPercent(Number.NaN)).toBe(0);
  });
});

describe('the fields named beside a Post that cannot go', () => {
  const label = (key: string, number?: number) => (number ? `${key} ${number}` : key);

  it('names them in the order of the form, each label once', () => {
    const errors = { verificationQuestion1: {}, description: {}, title: {}, verificationAnswer1: {}, verificationAnswer2: {} };
    expect(fieldsToFix(errors, label)).toEqual(['form.title', 'form.description', 'form.question 1', 'form.answer']);
    expect(fieldsToFix({}, label)).toEqual([]);
  });
});

describe('sharing an item', () => {
  it('opens WhatsApp with the title and the link, encoded', () => {
    const link = itemLink('https://okota.co.ke', 42);
    expect(link).toBe('https://okota.co.ke/item/42');
    const url = whatsAppShareUrl(`Found: Black & white bag? ${link}`);
    expect(url).toBe('https://wa.me/?text=Found%3A%20Black%20%26%20white%20bag%3F%20https%3A%2F%2Fokota.co.ke%2Fitem%2F42');
    expect(new URL(url).searchParams.get('text')).toBe(`Found: Black & white bag? ${link}`);
  });
});

describe('a photo the server refused', () => {
  it('is dropped for a refusal of the photo itself, told by the code; kept for anything else', () => {
    expect(
      ['PHOTO_UNREADABLE', 'PHOTO_UNSUPPORTED', 'PHOTO_TOO_LARGE', 'PHOTO_TOO_MANY_PIXELS', 'TOO_MANY_PHOTOS'].every((code) => isRefusedPhoto(code as never)),
    ).toBe(true);
    // A limit, a signed-out session, a malformed form or no code at all (a dropped connection): the photo waits for the post.
    expect([isRefusedPhoto('PHOTO_UPLOADS_LIMITED'), isRefusedPhoto('UNAUTHORIZED'), isRefusedPhoto('VALIDATION_FAILED'), isRefusedPhoto(undefined)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
