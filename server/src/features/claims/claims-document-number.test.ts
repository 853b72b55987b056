/**
 * A document number typed in a claim is compared with the item's hashed number: the finder sees
 * whether the number the owner gave matches, never the number itself (docs/decisions/0265).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { hashDocumentNumber } from '../documents/document-hash';
import { saveItemDocumentHash } from '../documents/documents.repository';
import { itemWithFinder, newUser, submit, validClaim } from './claims.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function claimOnDocument(details: string, kept: string | null = '12345678') {
  const { finder, item } = await itemWithFinder(t);
  if (kept) await saveItemDocumentHash(t.app.ctx.db, item.id, await hashDocumentNumber(t.app.ctx.config, kept));
  const claimer = await newUser(t);
  expect((await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: details })).statusCode).toBe(201);
  const seen = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: finder.token });
  return { seen: seen.json()[0], body: seen.body };
}

describe('a document number in a claim', () => {
  it('matching the item’s: the finder sees "matches", and not the number', async () => {
    const { seen, body } = await claimOnDocument('It is my wallet. My ID number is 1234 5678, the photo is old.');
    expect(seen.documentMatch).toBe('match');
    expect(body).not.toMatch(/1234\s?5678/);
  });

  it('another number: "different"; in Kiswahili words around it too', async () => {
    const { seen, body } = await claimOnDocument('Ni yangu, kitambulisho namba 87654321 kiko ndani.');
    expect(seen.documentMatch).toBe('different');
    expect(body).not.toContain('87654321');
  });

  it('no number typed, or no number kept: nothing to say', async () => {
    expect((await claimOnDocument(validClaim.additionalDetails)).seen.documentMatch).toBeNull();
    expect((await claimOnDocument('My ID number is 12345678, it is a black wallet.', null)).seen.documentMatch).toBeNull();
  });
});
