import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { claims } from '../../db/schema';
import { itemWithFinder, newUser, submitWithProof, validClaim } from './claims.test-support';

const photo = (format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } }).withExif({
    IFD0: { Make: 'PhoneMaker', Copyright: 'Home of the claimer' },
  });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

describe('proof photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function claimWithProof(file: { filename: string; type: string; bytes: Buffer }) {
    const { item, finder } = await itemWithFinder(t, { requiresProofPhoto: true });
    const claimer = await newUser(t);
    const res = await submitWithProof(t, item.id, claimer.token, file);
    return { res, item, finder, claimer, claimId: res.json().id as number };
  }

  const proof = (claimId: number, token?: string) => t.request({ method: 'GET', url: `/api/verifications/${claimId}/proof`, token });

  it('stores a JPEG sent as multipart and serves it to the finder without its metadata', async () => {
    const sent = await photo('jpeg');
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const { res, claimId, finder } = await claimWithProof({ filename: 'receipt.jpg', type: 'image/jpeg', bytes: sent });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hasProofPhoto: true, answer1: 'Blue card holder' });
    const served = await proof(claimId, finder.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(64);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Home of the claimer'))).toBe(false);
  });

  it('accepts a PNG and a PDF, recognised by content', async () => {
    const png = await claimWithProof({ filename: 'photo', type: 'application/octet-stream', bytes: await photo('png') });
    expect(png.res.statusCode).toBe(201);
    expect((await proof(png.claimId, png.finder.token)).headers['content-type']).toBe('image/png');
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const pdf = await claimWithProof({ filename: 'receipt.pdf', type: 'application/pdf', bytes: pdfBytes });
    expect(pdf.res.statusCode).toBe(201);
    const served = await proof(pdf.claimId, pdf.finder.token);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('refuses a text file named .jpg with 400 and stores no claim', async () => {
    const { res, claimer, item } = await claimWithProof({ filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, not a photo') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The proof photo must be a JPG, PNG or PDF file');
    const status = await t.request({ method: 'GET', url: `/api/items/${item.id}/verification/${claimer.user.id}`, token: claimer.token });
    expect(status.json().status).toBe('none');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const { res } = await claimWithProof({ filename: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The proof photo must be 5 MB or smaller');
  });

  it("refuses the proof to the claimer's peers with 403 and to guests with 401", async () => {
    const { claimId, item } = await claimWithProof({ filename: 'receipt.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    const peer = await newUser(t);
    await submitWithProof(t, item.id, peer.token, { filename: 'mine.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    const refused = await proof(claimId, peer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await proof(claimId)).statusCode).toBe(401);
  });

  it('serves the proof to the claimer who sent it and to an admin', async () => {
    const { claimId, claimer } = await claimWithProof({ filename: 'receipt.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    const admin = await newUser(t, { role: 'admin' });
    expect((await proof(claimId, claimer.token)).statusCode).toBe(200);
    expect((await proof(claimId, admin.token)).statusCode).toBe(200);
  });

  it('gives the finder the proof URL of the authenticated route, never a storage path', async () => {
    const { claimId, finder } = await claimWithProof({ filename: 'receipt.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    const rows = (await t.request({ method: 'GET', url: '/api/my-verifications?role=finder', token: finder.token })).json();
    expect(rows[0].proofPhotoUrl).toBe(`/api/verifications/${claimId}/proof`);
    expect(JSON.stringify(rows)).not.toContain('private/');
  });

  it('keeps the file private: the public /uploads address of its storage key answers 404', async () => {
    const { claimId } = await claimWithProof({ filename: 'receipt.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row.proofPhotoUrl).toMatch(/^private\/proofs\/[a-f0-9]{32}\.jpg$/);
    expect((await t.request({ method: 'GET', url: `/uploads/${row.proofPhotoUrl}` })).statusCode).toBe(404);
  });

  it('answers 404 when a claim has no proof photo', async () => {
    const { item, finder } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const claimId = (
      await t.request({
        method: 'POST',
        url: `/api/items/${item.id}/verify`,
        token: claimer.token,
        payload: {
          ...validClaim,
          additionalDetails: 'No photo with this one, sorry.',
        },
      })
    ).json().id;
    expect((await proof(claimId, finder.token)).statusCode).toBe(404);
  });
});
