/**
 * Several server processes on one PostgreSQL (docs/rules.md "Scale"): a user connected to one
 * process is notified of an action taken through another. Needs a PostgreSQL server, so it runs
 * when TEST_DATABASE_URL is set (as in .ci/run) and is skipped otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcesses } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { openSignedInSocket } from './ws-test-client';

const hasPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!hasPostgres)('notifications across two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let processes: Awaited<ReturnType<typeof startServerProcesses>>;
  beforeAll(async () => {
    processes = await startServerProcesses(2);
  });
  afterAll(() => processes?.close());

  it('a finder connected to the first process hears a message sent through the second, and the other way round', async () => {
    const { apps, urls } = processes;
    const paid = await createCompletedPayment(processes.database.handle.db);
    const finderOnFirst = await openSignedInSocket(urls[0], paid.finder.token);
    const claimerOnSecond = await openSignedInSocket(urls[1], paid.claimer.token);

    const sent = await apps[1].inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'x-auth-token': paid.claimer.token },
      payload: { itemId: paid.item.id, content: 'Sent through process two' },
    });
    expect(sent.statusCode).toBe(201);
    const heard = await finderOnFirst.next((m) => m.type === 'notification');
    expect(heard).toMatchObject({ notificationType: 'message', itemId: paid.item.id });
    expect(heard.message).toContain('Sent through process two');

    await apps[0].inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'x-auth-token': paid.finder.token },
      payload: { itemId: paid.item.id, content: 'Answered through process one' },
    });
    const answer = await claimerOnSecond.next((m) => m.type === 'notification');
    expect(answer.message).toContain('Answered through process one');

    // Each user heard each notification exactly once, though both processes received the NOTIFY.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finderOnFirst.received.filter((m) => m.type === 'notification')).toHaveLength(1);
    expect(claimerOnSecond.received.filter((m) => m.type === 'notification')).toHaveLength(1);
    finderOnFirst.close();
    claimerOnSecond.close();
  });
});

describe.skipIf(hasPostgres)('notifications across two server processes', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (see README) to run it', () => {});
});
