/**
 * The job registry (docs/decisions/0271): one definition per id, every definition in the code
 * listed, every listed job served by its feature, and every id ever stored still known, so rows
 * queued by an older version still run after an upgrade.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import type { JobQueue } from '../lib/jobs';
import { JOB_REGISTRY } from './job-registry';
import { sendPayoutJob } from './payments/payouts/send-payout';
import { matchEmailJob } from './lost-reports/send-report-emails';

/** Every job id the app has stored in jobs.type: never remove one while its rows may be queued. */
const STORED_IDS = [
  'items.photo-renditions-backfill',
  'items.public-texts-fill',
  'claims.waiting-reminder',
  'whatsapp.handle-message',
  'whatsapp.send-turn',
  'lost-reports.match-item',
  'lost-reports.match-report',
  'lost-reports.match-email',
  'lost-reports.reminder-email',
  'lost-reports.expiry',
  'notifications.turn-mail',
  'notifications.handover-reminder',
  'notifications.sms-paused',
  'organisations.holding-periods',
  'personal-data.retention',
  'sms.send',
  'payments.stk-callback',
  'payments.reconcile-pending',
  'payments.send-email',
  'payments.send-payout',
  'payments.payout-result',
  'payments.payout-status',
  'payments.payout-timeout',
  'payments.release-due-payouts',
  'payments.reconcile-payouts',
  'payments.send-refund',
  'payments.refund-result',
  'payments.refund-timeout',
  'payments.refund-status',
  'payments.reconcile-refunds',
  'payments.refund-receipt-status',
  'payments.portal-reversal-status',
  'payments.paybill-ask-status',
  'payments.paybill-receipt-status',
  'payments.paybill-send-reversal',
  'payments.paybill-reversal-result',
  'payments.paybill-reversal-status',
  'payments.reconcile-paybill',
];

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the job registry', () => {
  const ids = JOB_REGISTRY.map((job) => job.id);

  it('holds each job once, under an id no other job has', () => {
    expect(new Set(JOB_REGISTRY).size).toBe(JOB_REGISTRY.length);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('still knows every id ever stored, and lists nothing this file does not name', () => {
    expect([...ids].sort()).toEqual([...STORED_IDS].sort());
  });

  it('lists every job the code defines, and no code queues a job by a name', () => {
    const defined: string[] = [];
    const byName: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/defineJob\(\{\s*id: '([^']+)'/g)) defined.push(match[1]);
      for (const match of text.matchAll(/(?:\.enqueue|enqueueJob|insertJob)\(\s*[\w.]+,\s*['`][^'`]*['`]/g)) byName.push(`${file}: ${match[0]}`);
    }
    expect(defined.length).toBeGreaterThanOrEqual(STORED_IDS.length);
    expect(defined.filter((id) => !ids.includes(id))).toEqual([]);
    expect(byName).toEqual([]);
  });
});

describe('the app and its jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every listed job', () => {
    expect(t.app.ctx.jobs.unserved()).toEqual([]);
  });

  it('runs a row queued under a stored id by an older version, as it was written', async () => {
    // As an older release left it: written straight into the table, under the id it used then.
    const [row] = await t.app.ctx.db
      .insert(jobs)
      .values({ type: 'lost-reports.match-report', payload: { reportId: 987_654 } })
      .returning();
    await t.app.ctx.jobs.runDueJobs();
    const [after] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, row.id));
    expect(after).toMatchObject({ status: 'done', lastError: null });
  });
});

/**
 * Never run: typecheck (npx tsc -p server) fails if a line marked @ts-expect-error compiles, that
 * is if the queue took a name instead of a definition, or a payload its schema refuses.
 */
export function appQueueTypeChecks(queue: JobQueue, db: Executor): void {
  void queue.enqueue(db, sendPayoutJob, { paymentId: 7 });
  void queue.enqueue(db, matchEmailJob, { reportId: 1, itemId: 2 });
  // @ts-expect-error: a job is queued by its definition, not its name
  void queue.enqueue(db, 'payments.send-payout', { paymentId: 7 });
  // @ts-expect-error: the payload lacks its id
  void queue.enqueue(db, sendPayoutJob, {});
  // @ts-expect-error: an id is a number
  void queue.enqueue(db, sendPayoutJob, { paymentId: '7' });
  // @ts-expect-error: another job's payload
  void queue.enqueue(db, matchEmailJob, { paymentId: 7 });
  // @ts-expect-error: payments' jobs are served with the payments deps, not the app context
  queue.serve([sendPayoutJob], { ctx: {} });
}
