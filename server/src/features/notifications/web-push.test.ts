import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment, createUser } from '../../../test/factories';
import { pushSubscriptions } from '../../db/schema';
import { loadVapidKeys } from '../../integrations/push/vapid-keys';
import { createPushClient } from '../../integrations/push/push-client';
import { publicOnlyLookup } from '../../integrations/push/public-address';
import { notify, type NotificationInput } from './notify';
import { NOTIFICATION_KINDS } from './texts/render-notification';
import { isAcceptablePushEndpoint } from './push-subscription.schema';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: records every request and answers with the status asked for. */
async function startFakePushService() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answerNext: (status: number) => statuses.push(status),
    async waitForRequests(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`push service got ${received.length} requests, expected ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser's PushManager would hand us: an endpoint and its keys, with the private half kept here. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('Web Push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    t = await createTestApp();
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const subscribe = (token: string | undefined, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/notifications/subscribe', token, payload: payload as Record<string, unknown> });
  const subscriptionsOf = (userId: string) => t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('publishes a stable VAPID public key, generated once under DATA_DIR', async () => {
    const first = await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' })).json().publicKey).toBe(publicKey);
    const stored = JSON.parse(readFileSync(path.join(t.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(publicKey);
  });

  it("sends a new message to the receiver's browser, encrypted for it and signed with our VAPID key", async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const browser = browserSubscription(`${push.origin}/push/finder-phone`);
    const subscribed = await subscribe(paid.finder.token, { token: browser.json, userId: paid.finder.user.id });
    expect(subscribed.statusCode).toBe(200);

    const before = push.received.length;
    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Where can we meet?' } });
    await push.waitForRequests(before + 1);
    const request = push.received[before];

    expect(request.path).toBe('/push/finder-phone');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' })).json();
    const authorization = String(request.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(authorization).toContain(`k=${publicKey}`);
    const claims = JSON.parse(Buffer.from(authorization.slice(8).split('.')[1], 'base64url').toString());
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toMatch(/^mailto:/);

    const payload = JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
    expect(payload).toMatchObject({ type: 'message', title: 'New Message', itemId: paid.item.id, url: `/items/${paid.item.id}?expand=messages` });
    // A lock screen shows only our words: the message itself waits in the app.
    expect(payload.body).toBe('Open Okota to see it.');
    expect(JSON.stringify(payload)).not.toContain('Where can we meet?');
  });

  it("words the push in the receiver's language", async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    await t.request({ method: 'PUT', url: '/api/profile/language', token: paid.finder.token, payload: { language: 'sw' } });
    const browser = browserSubscription(`${push.origin}/push/finder-sw`);
    await subscribe(paid.finder.token, { token: browser.json });

    const before = push.received.length;
    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Tukutane wapi?' } });
    await push.waitForRequests(before + 1);
    const decrypt = (request: Received) =>
      JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
    expect(decrypt(push.received[before])).toMatchObject({ type: 'message', title: 'Ujumbe mpya', body: 'Fungua Okota uone.' });

    await notify(t.app.ctx.db, {
      userId: paid.finder.user.id,
      type: 'payout',
      kind: 'handover_confirmed',
      params: { item: paid.item.title, amount: 100 },
      itemId: paid.item.id,
    });
    await push.waitForRequests(before + 2);
    expect(decrypt(push.received[before + 1])).toMatchObject({
      type: 'payout',
      title: 'Makabidhiano yamethibitishwa',
      body: 'Fungua Okota uone.',
    });
  });

  it('never puts text a person typed on the lock screen, for any kind, in English or Swahili', async () => {
    const marker = 'Call 0712345678 pay KSh 5000';
    // Every parameter any kind takes: the typed ones hold the marker; numbers and dates stay valid.
    const params = {
      ...Object.fromEntries(
        ['item', 'note', 'sender', 'preview', 'reviewer', 'report', 'reason', 'error', 'organisation', 'county', 'receipt', 'held'].map((key) => [key, marker]),
      ),
      ...{ amount: 150, rating: 4, paymentId: 77, perMinute: 300, until: '2026-03-12T09:00:00.000Z', expiresAt: '2026-03-12T09:00:00.000Z' },
    };
    for (const language of ['en', 'sw'] as const) {
      const reader = await createUser(t.app.ctx.db);
      await t.request({ method: 'PUT', url: '/api/profile/language', token: reader.token, payload: { language } });
      const browser = browserSubscription(`${push.origin}/push/hostile-${language}`);
      await subscribe(reader.token, { token: browser.json });
      for (const kind of NOTIFICATION_KINDS) {
        const before = push.received.length;
        const row = await notify(t.app.ctx.db, { userId: reader.user.id, type: 'system', kind, params } as NotificationInput);
        await push.waitForRequests(before + 1);
        const payload = JSON.parse(
          ece.decrypt(push.received[before].body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString(),
        );
        expect(payload.id, kind).toBe(row.id);
        expect(`${payload.title}\n${payload.body}`, `${kind} in ${language}`).not.toMatch(/0712345678|5000|Call/);
        expect(payload.body, kind).toBe(language === 'sw' ? 'Fungua Okota uone.' : 'Open Okota to see it.');
      }
    }
    // The bell still shows the words in context: the marker did reach the stored notification.
    const quoted = await notify(t.app.ctx.db, {
      userId: (await createUser(t.app.ctx.db)).user.id,
      type: 'claim_rejected',
      kind: 'claim_rejected',
      params: { item: marker, note: marker },
    });
    expect(quoted.message).toContain(marker);
  });

  it('removes a subscription the push service reports gone (410 or 404), and keeps one that failed for a while (500)', async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const gone = browserSubscription(`${push.origin}/push/gone`);
    const flaky = browserSubscription(`${push.origin}/push/flaky`);
    await subscribe(paid.finder.token, { token: JSON.stringify(gone.json) });
    await subscribe(paid.finder.token, { token: flaky.json });
    expect(await subscriptionsOf(paid.finder.user.id)).toHaveLength(2);

    const before = push.received.length;
    push.answerNext(410);
    push.answerNext(500);
    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Hello?' } });
    await push.waitForRequests(before + 2);
    await until(async () => (await subscriptionsOf(paid.finder.user.id)).length === 1);
    const left = await subscriptionsOf(paid.finder.user.id);
    // Statuses go to requests in arrival order, so either endpoint may have been the one told 410.
    const goneEndpoint = push.received[before].path;
    expect(left.map((s) => new URL(s.endpoint).pathname)).not.toContain(goneEndpoint);

    push.answerNext(404);
    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Anyone?' } });
    await push.waitForRequests(before + 3);
    await until(async () => (await subscriptionsOf(paid.finder.user.id)).length === 0);

    await t.request({ method: 'POST', url: '/api/messages', token: paid.claimer.token, payload: { itemId: paid.item.id, content: 'Silence' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.length).toBe(before + 3);
  });

  it("refuses guests, other users' ids and malformed subscriptions", async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const other = await createUser(t.app.ctx.db);
    const browser = browserSubscription(`${push.origin}/push/x`);
    expect((await subscribe(undefined, { token: browser.json })).statusCode).toBe(401);
    expect((await subscribe(token, { token: browser.json, userId: other.user.id })).statusCode).toBe(403);
    expect((await subscribe(token, { token: { ...browser.json, keys: { p256dh: 'abc', auth: browser.auth } } })).statusCode).toBe(400);
    expect((await subscribe(token, { token: 'not json' })).statusCode).toBe(400);
    expect((await subscribe(token, { token: { endpoint: 'not a url', keys: browser.json.keys } })).statusCode).toBe(400);
    expect((await subscribe(token, {})).statusCode).toBe(400);
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it("unsubscribes one browser by endpoint, or all of the user's, and caps each user at 10 browsers", async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const browsers = Array.from({ length: 11 }, (_, i) => browserSubscription(`${push.origin}/push/u-${i}`));
    for (const browser of browsers) expect((await subscribe(token, { token: browser.json })).statusCode).toBe(200);
    const kept = await subscriptionsOf(user.id);
    expect(kept).toHaveLength(10);
    expect(kept.map((s) => s.endpoint)).not.toContain(browsers[0].json.endpoint);

    const one = await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', token, payload: { endpoint: browsers[5].json.endpoint } });
    expect(one.json()).toEqual({ success: true, removed: 1 });
    expect(await subscriptionsOf(user.id)).toHaveLength(9);
    const all = await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', token, payload: { userId: user.id } });
    expect(all.json()).toEqual({ success: true, removed: 9 });
    expect((await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', payload: {} })).statusCode).toBe(401);
  });

  it("moves a browser's subscription to whoever signs in on it", async () => {
    const first = await createUser(t.app.ctx.db);
    const second = await createUser(t.app.ctx.db);
    const browser = browserSubscription(`${push.origin}/push/shared-phone`);
    await subscribe(first.token, { token: browser.json });
    await subscribe(second.token, { token: browser.json });
    expect(await subscriptionsOf(first.user.id)).toHaveLength(0);
    expect(await subscriptionsOf(second.user.id)).toHaveLength(1);
  });
});

describe('push endpoint policy and VAPID keys', () => {
  it('accepts only public HTTPS push services outside tests', () => {
    expect(isAcceptablePushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAcceptablePushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://10.0.0.5/x',
      'https://192.168.1.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://user:pw@push.example/x',
      'ftp://x',
    ]) {
      expect(isAcceptablePushEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isAcceptablePushEndpoint('http://127.0.0.1:9/x', true)).toBe(true);
  });

  it('uses keys from the environment when set, else generates them once per data directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'okota-vapid-'));
    expect(loadVapidKeys({ publicKey: 'pub', privateKey: 'priv', dataDir: dir })).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    const generated = loadVapidKeys({ dataDir: dir });
    expect(loadVapidKeys({ dataDir: dir })).toEqual(generated);
    expect(loadVapidKeys({ dataDir: mkdtempSync(path.join(tmpdir(), 'okota-vapid-')) }).publicKey).not.toBe(generated.publicKey);
  });
});

describe('where the push client may connect', () => {
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  const client = (allowPrivateAddresses: boolean, timeoutMs?: number) =>
    createPushClient({ subject: 'mailto:support@okota.test', dataDir: mkdtempSync(path.join(tmpdir(), 'okota-vapid-')), allowPrivateAddresses, timeoutMs });
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(() => push.close());

  it('refuses a private address at connect time, written as an address or behind a name (DNS rebinding), and sends nothing', async () => {
    const port = new URL(push.origin).port;
    const production = client(false);
    expect(await production.send(browserSubscription(`${push.origin}/push/literal`).json, 'hello')).toBe('failed');
    expect(await production.send(browserSubscription(`http://localhost:${port}/push/by-name`).json, 'hello')).toBe('failed');
    expect(push.received).toHaveLength(0);

    expect(await client(true).send(browserSubscription(`http://localhost:${port}/push/allowed`).json, 'hello')).toBe('sent');
    expect(push.received.map((r) => r.path)).toEqual(['/push/allowed']);
  });

  it('looks names up as usual and refuses any whose addresses include a private one', async () => {
    const lookup = (host: string, all: boolean) =>
      new Promise<unknown>((resolve, reject) => publicOnlyLookup(host, { all }, (error, address) => (error ? reject(error) : resolve(address))));
    await expect(lookup('8.8.8.8', false)).resolves.toBe('8.8.8.8');
    await expect(lookup('8.8.8.8', true)).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
    await expect(lookup('localhost', true)).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
  });

  it('gives up on a push service that does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const outcome = await client(true, 300).send(browserSubscription(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/x`).json, 'hello');
    expect(outcome).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
