import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment, createUser } from '../../../test/factories';
import { notifications } from '../../db/schema';
import { notify } from './notify';
import { openSignedInSocket, openTestSocket } from './ws-test-client';
import { AUTH_TIMEOUT_MS, isAllowedOrigin } from './realtime.routes';

describe('/ws real-time notifications', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = address;
  });
  afterAll(() => t.close());

  it('pushes a notification caused by another user to the signed-in socket, and only to its user', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const finderTab1 = await openSignedInSocket(baseUrl, paid.finder.token);
    const finderTab2 = await openSignedInSocket(baseUrl, paid.finder.token, paid.finder.user.id);
    const claimerSocket = await openSignedInSocket(baseUrl, paid.claimer.token);

    const sent = await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'On my way!' } });
    expect(sent.statusCode).toBe(201);

    for (const tab of [finderTab1, finderTab2]) {
      const pushed = await tab.next((m) => m.type === 'notification');
      expect(pushed).toMatchObject({
        type: 'notification',
        notificationType: 'message',
        title: 'New Message',
        itemId: paid.item.id,
        itemTitle: paid.item.title,
        claimerId: paid.claimer.user.id,
      });
      expect(pushed.message).toContain('On my way!');
      expect(typeof pushed.id).toBe('number');
      expect(Number.isNaN(Date.parse(String(pushed.timestamp)))).toBe(false);
    }
    // The sender hears nothing about their own message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(claimerSocket.received.filter((m) => m.type === 'notification')).toEqual([]);
    for (const s of [finderTab1, finderTab2, claimerSocket]) s.close();
  });

  it("words what /ws sends in the reader's language, as it is when the notification is sent", async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const setLanguage = (token: string, language: string) => t.request({ method: 'PUT', url: '/api/profile/language', token, payload: { language } });
    expect((await setLanguage(paid.claimer.token, 'sw')).statusCode).toBe(200);
    const claimer = await openSignedInSocket(baseUrl, paid.claimer.token);
    const finder = await openSignedInSocket(baseUrl, paid.finder.token);

    await t.request({ method: 'POST', url: '/api/messages', token: paid.finder.token, payload: { itemId: paid.item.id, content: 'Niko Kencom' } });
    expect(await claimer.next((m) => m.type === 'notification')).toMatchObject({ title: 'Ujumbe mpya', notificationType: 'message' });
    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Nakuja' } });
    expect(await finder.next((m) => m.type === 'notification')).toMatchObject({ title: 'New Message' });

    await notify(t.app.ctx.db, { userId: paid.claimer.user.id, type: 'claim_approved', kind: 'claim_approved', params: { item: 'Tecno Spark 10' } });
    expect(await claimer.next((m) => m.title === 'Dai limekubaliwa')).toMatchObject({
      message: 'Aliyekipata amekubali dai lako la "Tecno Spark 10". Lipa ada upate mawasiliano yake.',
    });

    await setLanguage(paid.claimer.token, 'en');
    await notify(t.app.ctx.db, { userId: paid.claimer.user.id, type: 'claim_approved', kind: 'claim_approved', params: { item: 'Tecno Spark 10' } });
    expect(await claimer.next((m) => m.title === 'Claim approved')).toMatchObject({ message: expect.stringContaining('Pay the fee') });
    claimer.close();
    finder.close();
  });

  it("words it in the language a tab says it shows, which may differ from the account's", async () => {
    const { user, token } = await createUser(t.app.ctx.db, { language: 'en' });
    const swahiliTab = await openTestSocket(baseUrl);
    swahiliTab.send({ type: 'auth', token, language: 'sw' });
    await swahiliTab.next((m) => m.type === 'auth_ok');
    const englishTab = await openSignedInSocket(baseUrl, token);
    const approve = () => notify(t.app.ctx.db, { userId: user.id, type: 'claim_approved', kind: 'claim_approved', params: { item: 'Pochi nyeusi' } });

    await approve();
    expect(await swahiliTab.next((m) => m.type === 'notification')).toMatchObject({ title: 'Dai limekubaliwa' });
    expect(await englishTab.next((m) => m.type === 'notification')).toMatchObject({ title: 'Claim approved' });

    swahiliTab.send({ type: 'language', language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await approve();
    expect(await swahiliTab.next((m) => m.type === 'notification' && m.title !== 'Dai limekubaliwa')).toMatchObject({ title: 'Claim approved' });
    swahiliTab.close();
    englishTab.close();
  });

  it('delivers only what was committed: a notification in a rolled-back transaction never arrives', async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const socket = await openSignedInSocket(baseUrl, token);
    const db = t.app.ctx.db;
    await db
      .transaction(async (tx) => {
        await notify(tx, { userId: user.id, type: 'system', kind: 'message_received', params: { sender: 'Rolled back', preview: 'never' } });
        tx.rollback();
      })
      .catch(() => undefined);
    const kept = await db.transaction((tx) =>
      notify(tx, { userId: user.id, type: 'system', kind: 'message_received', params: { sender: 'Committed', preview: 'kept' } }),
    );
    const first = await socket.next((m) => m.type === 'notification');
    expect(first).toMatchObject({ id: kept.id, message: 'Committed: kept' });
    expect(socket.received.some((m) => m.message === 'Rolled back: never')).toBe(false);
    expect((await db.select().from(notifications)).some((n) => n.message === 'Rolled back: never')).toBe(false);
    socket.close();
  });

  it('refuses a token that is not valid, and a userId that does not match the token', async () => {
    const bad = await openTestSocket(baseUrl);
    bad.send({ type: 'auth', token: 'not-a-real-token' });
    expect(await bad.next((m) => m.type === 'auth_error')).toMatchObject({ message: 'Unauthorized' });
    expect((await bad.closed).code).toBe(4401);

    const alice = await createUser(t.app.ctx.db);
    const bob = await createUser(t.app.ctx.db);
    const mismatch = await openTestSocket(baseUrl);
    mismatch.send({ type: 'auth', token: alice.token, userId: bob.user.id });
    expect(await mismatch.next((m) => m.type === 'auth_error')).toMatchObject({ message: 'User mismatch' });
    expect((await mismatch.closed).code).toBe(4403);
    expect(mismatch.received.some((m) => m.type === 'auth_ok')).toBe(false);

    // A refused socket hears nothing of the user it tried to impersonate.
    await notify(t.app.ctx.db, { userId: bob.user.id, type: 'system', kind: 'message_received', params: { sender: 'For Bob', preview: 'private' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mismatch.received.some((m) => m.type === 'notification')).toBe(false);
  });

  it('refuses a suspended account', async () => {
    const suspended = await createUser(t.app.ctx.db, { suspended: true, suspensionReason: 'Fraud' });
    const socket = await openTestSocket(baseUrl);
    socket.send({ type: 'auth', token: suspended.token });
    expect(await socket.next((m) => m.type === 'auth_error')).toMatchObject({ message: 'Account suspended' });
    expect((await socket.closed).code).toBe(4403);
  });

  it('refuses a browser connection from another site, and accepts our own origin', async () => {
    await expect(openTestSocket(baseUrl, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    const { token } = await createUser(t.app.ctx.db);
    const ours = await openTestSocket(baseUrl, { origin: t.config.publicUrl });
    ours.send({ type: 'auth', token });
    await ours.next((m) => m.type === 'auth_ok');
    ours.close();
  });

  it(
    'closes a socket that never authenticates',
    async () => {
      const silent = await openTestSocket(baseUrl);
      const started = Date.now();
      const { code } = await silent.closed;
      expect(code).toBe(4401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 200);
    },
    AUTH_TIMEOUT_MS + 5000,
  );

  it('answers an application ping', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const socket = await openSignedInSocket(baseUrl, token);
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
    socket.close();
  });
});

describe('origin check', () => {
  const config = { publicUrl: 'https://okota.co.ke', isProduction: true };
  it('accepts the public origin and clients without an Origin, refuses other sites', () => {
    expect(isAllowedOrigin('https://okota.co.ke', 'okota.co.ke', config)).toBe(true);
    expect(isAllowedOrigin(undefined, 'okota.co.ke', config)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', 'okota.co.ke', config)).toBe(false);
    expect(isAllowedOrigin('http://okota.co.ke', 'okota.co.ke', config)).toBe(false);
    // In production the Host header alone is not trusted.
    expect(isAllowedOrigin('https://evil.example', 'evil.example', config)).toBe(false);
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:5173', { ...config, isProduction: false })).toBe(true);
  });
});
