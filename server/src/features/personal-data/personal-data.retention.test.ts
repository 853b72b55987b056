import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { auditLog, emailOtps, jobs, lostReports, messages } from '../../db/schema';
import { applyRetention } from './apply-retention';
import { retentionJob } from './retention-job';
import { DAY_MS, isStored, later, proofPhotoScenario } from './retention.test-support';
import { sendMessage, settledDeal } from './personal-data.test-support';

describe('retention: nothing kept longer than docs/rules.md "Personal data" says (local storage)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes a decided claim's proof photo 30 days after the decision, file and reference", async () => {
    await proofPhotoScenario(t);
  });

  it('deletes a closed lost report and its photo 30 days after it was closed', async () => {
    const { db, storage } = t.app.ctx;
    const owner = await createUser(db);
    const payload = {
      title: 'Lost black wallet',
      categoryId: await firstCategoryId(db),
      description: 'A black leather wallet with my national ID inside.',
      county: 'Nairobi',
      dateLost: todayInNairobi(),
    };
    const report = (await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, payload })).json();
    const key = `private/lost-reports/${randomBytes(16).toString('hex')}.webp`;
    await storage.put(key, Buffer.from('photo'), 'image/webp');
    await storage.put(key.replace('.webp', '-thumb.webp'), Buffer.from('thumb'), 'image/webp');
    await db.update(lostReports).set({ photoKey: key }).where(eq(lostReports.id, report.id));
    const open = (await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, payload })).json();
    expect((await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/close`, token: owner.token })).statusCode).toBe(200);

    await applyRetention({ ctx: t.app.ctx, now: later(29) });
    expect(await db.select().from(lostReports).where(eq(lostReports.id, report.id))).toHaveLength(1);
    expect(await isStored(storage, key)).toBe(true);
    await applyRetention({ ctx: t.app.ctx, now: later(31) });
    expect(await db.select().from(lostReports).where(eq(lostReports.id, report.id))).toHaveLength(0);
    expect(await isStored(storage, key)).toBe(false);
    expect(await isStored(storage, key.replace('.webp', '-thumb.webp'))).toBe(false);
    // An open report is the owner's to keep (it expires on its own after 90 days).
    expect(await db.select().from(lostReports).where(eq(lostReports.id, open.id))).toHaveLength(1);
  });

  it('forgets a sign-up that never finished after 7 days', async () => {
    const { db } = t.app.ctx;
    const [code] = await db
      .insert(emailOtps)
      .values({ email: `halfway-${randomBytes(3).toString('hex')}@example.com`, otpHash: 'x'.repeat(64), expiresAt: new Date(Date.now() + 600_000) })
      .returning();
    await applyRetention({ ctx: t.app.ctx, now: later(6) });
    expect(await db.select().from(emailOtps).where(eq(emailOtps.id, code.id))).toHaveLength(1);
    await applyRetention({ ctx: t.app.ctx, now: later(8) });
    expect(await db.select().from(emailOtps).where(eq(emailOtps.id, code.id))).toHaveLength(0);
  });

  it('deletes the messages of a deal 12 months after the hand-over, not those of a deal still open', async () => {
    const { db } = t.app.ctx;
    const [finder, claimer, waiting] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const done = await settledDeal(t, finder, claimer);
    const open = await settledDeal(t, finder, waiting, { payout: 'held' });
    await sendMessage(t, claimer, done.item.id, 'Thanks, I have my phone back.');
    await sendMessage(t, waiting, open.item.id, 'When can we meet?');
    const ofItems = () =>
      db
        .select()
        .from(messages)
        .where(inArray(messages.itemId, [done.item.id, open.item.id]));

    await applyRetention({ ctx: t.app.ctx, now: later(330) });
    expect(await ofItems()).toHaveLength(2);
    await applyRetention({ ctx: t.app.ctx, now: later(370) });
    expect((await ofItems()).map((m) => m.content)).toEqual(['When can we meet?']);
  });

  it('counts each deletion in the audit log, how many and never whose', async () => {
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'retention.delete'));
    expect(entries.map((e) => e.targetId)).toEqual(expect.arrayContaining(['claimProofPhotos', 'lostReports', 'unfinishedSignUps', 'messages']));
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: null, targetType: 'retention', details: { count: expect.any(Number), period: expect.any(String) } });
      expect(Object.keys(entry.details as object).sort()).toEqual(['count', 'period']);
    }
  });

  it('runs as a daily job of the queue', async () => {
    await t.app.ctx.jobs.runDueJobs();
    const [job] = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, retentionJob.id), eq(jobs.status, 'pending')));
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
  });
});
