import { describe, expect, it } from 'vitest';
import { updateItemBody } from './items.contract';

const fields = {
  title: 'Black leather wallet',
  description: 'Found near the bus stop on Moi Avenue',
  categoryId: '3',
  location: 'Nairobi',
  dateFound: '2024-05-01',
  verificationQuestion1: 'What is inside the wallet?',
};

describe('an item edit as multipart or JSON sends it', () => {
  it('takes one photo URL or several, trimmed, without blanks', () => {
    expect(updateItemBody.parse({ ...fields, images: ' /uploads/a.webp ' }).images).toEqual(['/uploads/a.webp']);
    expect(updateItemBody.parse({ ...fields, images: ['/uploads/a.webp', '', '/uploads/b.webp'] }).images).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
  });

  it("reads a form's 'true'/'false' as the flag JSON sends", () => {
    expect(updateItemBody.parse({ ...fields, removeDocumentNumber: 'true' }).removeDocumentNumber).toBe(true);
    expect(updateItemBody.parse({ ...fields, removeDocumentNumber: 'false' }).removeDocumentNumber).toBe(false);
    expect(updateItemBody.parse(fields).removeDocumentNumber).toBe(false);
  });
});
