import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { proofPhotoScenario } from './retention.test-support';

describe('retention with photos in S3-compatible storage (s3rver on loopback)', () => {
  let s3: S3rver;
  let directory: string;
  let t: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'okota-s3-retention-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'okota-photos', configs: [] }] });
    const { port } = await s3.run();
    t = await createTestApp({
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'okota-photos',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("deletes a decided claim's proof photo from the bucket 30 days after the decision", async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    await proofPhotoScenario(t);
  });
});
