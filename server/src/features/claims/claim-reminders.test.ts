/**
 * A day on, the side that is waited for hears of it once more (docs/decisions/0277): the finder of
 * a claim still undecided, the owner of an approval still unpaid; nothing once the wait ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { jobs, notifications } from '../../db/schema';
import { CLAIM_REMINDER_AFTER_MS, remindOfClaim } from './claim-reminders';
import { decide, itemWithFinder, newUser, submit } from './claims.test-support';

describe('claim reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const told = (userId: string, kind: string) =>
    t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const queued = (claimId: number, waitingFor: string) =>
    t.app.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'claims.waiting-reminder'), eq(jobs.dedupeKey, `claim-reminder:${waitingFor}:${claimId}`)));

  async function pendingClaim() {
    const setup = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, setup.item.id, claimer.token);
    expect(res.statusCode, res.body).toBe(201);
    return { ...setup, claimer, claimId: res.json().id as number };
  }

  it('queues a reminder a day after a claim reaches the finder, and reminds a finder who has not answered', async () => {
    const { finder, claimId } = await pendingClaim();
    const [job] = await queued(claimId, 'answer');
    expect(job.runAt.getTime() - job.createdAt.getTime()).toBeGreaterThanOrEqual(CLAIM_REMINDER_AFTER_MS - 5_000);

    await remindOfClaim(t.app.ctx, claimId, 'answer');
    const bell = await told(finder.user.id, 'claim_waiting');
    expect(bell).toHaveLength(1);
    expect(bell[0].type).toBe('claim');
  });

  it('says nothing to a finder who answered, and reminds the approved owner who has not paid', async () => {
    const { finder, claimer, claimId } = await pendingClaim();
    expect((await decide(t, claimId, finder.token, { status: 'approved' })).statusCode).toBe(200);
    await remindOfClaim(t.app.ctx, claimId, 'answer');
    expect(await told(finder.user.id, 'claim_waiting')).toHaveLength(0);

    expect(await queued(claimId, 'payment')).toHaveLength(1);
    await remindOfClaim(t.app.ctx, claimId, 'payment');
    expect(await told(claimer.user.id, 'pay_waiting')).toHaveLength(1);
  });

  it('says nothing to a rejected owner, nor about an item that was withdrawn', async () => {
    const rejected = await pendingClaim();
    expect((await decide(t, rejected.claimId, rejected.finder.token, { status: 'rejected' })).statusCode).toBe(200);
    await remindOfClaim(t.app.ctx, rejected.claimId, 'payment');
    expect(await told(rejected.claimer.user.id, 'pay_waiting')).toHaveLength(0);
    expect(await queued(rejected.claimId, 'payment')).toHaveLength(0);

    const hidden = await pendingClaim();
    await t.app.ctx.db.execute(sql`update lost_items set is_hidden = true where id = ${hidden.item.id}`);
    await remindOfClaim(t.app.ctx, hidden.claimId, 'answer');
    expect(await told(hidden.finder.user.id, 'claim_waiting')).toHaveLength(0);
  });
});
