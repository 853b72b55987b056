import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { auditLog, jobs } from '../schema';
import { wellFormedJson } from './columns';

const BROKEN = 'Simu \ud800 ya Amina\u0000 \udfff';
const MENDED = 'Simu \ufffd ya Amina \ufffd';

describe('jsonb columns take any text a person typed', () => {
  it('mends lone surrogates and drops U+0000 in strings and keys, deep inside, and leaves the rest', () => {
    const when = new Date('2026-11-24T09:00:00+03:00');
    expect(wellFormedJson({ [`k\ud83d`]: [BROKEN, 3, null, { title: BROKEN, ok: true }], emoji: 'Asante 😀', when })).toEqual({
      'k\ufffd': [MENDED, 3, null, { title: MENDED, ok: true }],
      emoji: 'Asante 😀',
      when,
    });
  });

  describe('in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("stores an audit entry and a job whose details quote broken text, which PostgreSQL's jsonb refuses as it is", async () => {
      const [entry] = await t.app.ctx.db
        .insert(auditLog)
        .values({ action: 'item_removed', targetType: 'item', targetId: '1', details: { title: BROKEN } })
        .returning();
      const [job] = await t.app.ctx.db
        .insert(jobs)
        .values({ type: 'test', payload: { words: [BROKEN] }, status: 'done' })
        .returning();
      const [storedEntry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
      const [storedJob] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(storedEntry.details).toEqual({ title: MENDED });
      expect(storedJob.payload).toEqual({ words: [MENDED] });
    });
  });
});
