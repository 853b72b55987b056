/**
 * Finished background jobs (an M-Pesa callback's payload holds the payer's number) and expired
 * rate-limit counters (keys with e-mail and IP addresses) are not kept forever (issue 26,
 * finding 5): the daily retention pass deletes them after the periods in RETENTION.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, like } from 'drizzle-orm';
import { RETENTION } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { auditLog, jobs, rateLimits } from '../../db/schema';
import { countHit } from '../../lib/rate-limit';
import { applyRetention } from './apply-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('retention of jobs and rate-limit counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes finished jobs after 30 days, failed ones after 90, expired counters at once; keeps the rest, pending or running', async () => {
    const { db } = t.app.ctx;
    const payload = { body: { Body: { stkCallback: { CallbackMetadata: { Item: [{ Name: 'PhoneNumber', Value: 254708374149 }] } } } } };
    const rows = await db
      .insert(jobs)
      .values([
        { type: 'test.prune.done-old', payload, status: 'done', runAt: daysAgo(RETENTION.finishedJobDays + 1) },
        { type: 'test.prune.done-recent', payload, status: 'done', runAt: daysAgo(RETENTION.finishedJobDays - 1) },
        { type: 'test.prune.failed-old', payload, status: 'failed', runAt: daysAgo(RETENTION.failedJobDays + 1) },
        { type: 'test.prune.failed-recent', payload, status: 'failed', runAt: daysAgo(RETENTION.finishedJobDays + 1) },
        { type: 'test.prune.pending-old', payload, status: 'pending', runAt: daysAgo(400) },
        { type: 'test.prune.running-old', payload, status: 'running', runAt: daysAgo(400), lockedAt: daysAgo(400) },
      ])
      .returning({ id: jobs.id, type: jobs.type });
    await countHit(db, { key: 'login:address:jane@example.com', limit: 5, windowMs: 1 });
    await countHit(db, { key: 'doc-lookup:ip:10.1.2.3', limit: 5, windowMs: 1 });
    await countHit(db, { key: 'login:address:still-counting@example.com', limit: 5, windowMs: DAY_MS });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const counts = await applyRetention({ ctx: t.app.ctx });
    expect(counts.finishedJobs).toBeGreaterThanOrEqual(2);
    expect(counts.expiredRateLimits).toBeGreaterThanOrEqual(2);

    const left = await db
      .select({ type: jobs.type })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.type).sort()).toEqual([
      'test.prune.done-recent',
      'test.prune.failed-recent',
      'test.prune.pending-old',
      'test.prune.running-old',
    ]);
    const limits = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'login:address:%'));
    expect(limits.map((row) => row.key)).toEqual(['login:address:still-counting@example.com']);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, ['doc-lookup:ip:10.1.2.3'])),
    ).toEqual([]);

    const audit = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, ['finishedJobs', 'expiredRateLimits']));
    expect(audit.map((entry) => entry.targetId).sort()).toEqual(['expiredRateLimits', 'finishedJobs']);
  });
});
