/** The proof-photo scenario of the retention tests, run against local storage and against S3 (s3rver). */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import type { Storage } from '../../integrations/storage/storage';
import { claims } from '../../db/schema';
import { decide, itemWithFinder, newUser, submitWithProof } from '../claims/claims.test-support';
import { applyRetention } from './apply-retention';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const later = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Whether storage still holds the key; the file is read to the end, so no open stream outlives the check. */
export async function isStored(storage: Storage, key: string): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) return false;
  await buffer(file.body);
  return true;
}

async function claimWithProof(t: TestApp) {
  const { item, finder } = await itemWithFinder(t, { requiresProofPhoto: true });
  const claimer = await newUser(t);
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const res = await submitWithProof(t, item.id, claimer.token, { filename: 'national-id.jpg', type: 'image/jpeg', bytes });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, res.json().id));
  expect(row.proofPhotoUrl).toMatch(/^private\/proofs\//);
  return { claimId: row.id, key: row.proofPhotoUrl!, finder, claimer };
}

/**
 * A decided claim's proof photo outlives 29 days and is gone from storage after 31; an undecided
 * claim's stays whatever its age.
 */
export async function proofPhotoScenario(t: TestApp): Promise<void> {
  const { storage, db } = t.app.ctx;
  const decided = await claimWithProof(t);
  const undecided = await claimWithProof(t);
  expect((await decide(t, decided.claimId, decided.finder.token, { status: 'rejected', finderNotes: 'The ID number does not match' })).statusCode).toBe(200);

  await applyRetention({ ctx: t.app.ctx, now: later(29) });
  expect(await isStored(storage, decided.key)).toBe(true);

  const counts = await applyRetention({ ctx: t.app.ctx, now: later(31) });
  expect(counts.claimProofPhotos).toBeGreaterThanOrEqual(1);
  expect(await isStored(storage, decided.key)).toBe(false);
  const [row] = await db.select().from(claims).where(eq(claims.id, decided.claimId));
  expect(row).toMatchObject({ proofPhotoUrl: null, status: 'rejected', finderNotes: 'The ID number does not match' });
  const proof = await t.request({ method: 'GET', url: `/api/verifications/${decided.claimId}/proof`, token: decided.finder.token });
  expect(proof.statusCode).toBe(404);

  expect(await isStored(storage, undecided.key)).toBe(true);
  const [open] = await db.select().from(claims).where(eq(claims.id, undecided.claimId));
  expect(open.proofPhotoUrl).toBe(undecided.key);
}
