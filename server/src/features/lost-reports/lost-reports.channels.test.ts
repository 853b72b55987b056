/**
 * The owner is told on the channels they chose: the bell (in the app), Web Push to their
 * browsers, e-mail. Real peers on loopback: an SMTP server and a push service.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { categoryIdOf, daysAgo, fileReport, matchesOf, notificationsOf, postItem, runJobs, type ReportFields } from './lost-reports.test-support';

/** A push service on loopback that counts the requests sent to each path. */
async function startPushService() {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      paths.push(request.url ?? '');
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pushesTo: (path: string) => paths.filter((p) => p === path).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('match alerts on the channels the owner chose', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let bags: number;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    push = await startPushService();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    bags = await categoryIdOf(t, 'Bags');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await push.close();
  });

  const backpackReport = (county: string, channels: Pick<ReportFields, 'notifyInApp' | 'notifyEmail' | 'notifyPush'>): ReportFields => ({
    title: 'Black Nike backpack',
    categoryId: bags,
    description: 'Black Nike backpack with school books of Form 3 and a blue water bottle.',
    county,
    dateLost: daysAgo(6),
    ...channels,
  });

  async function ownerWithBrowser(name: string) {
    const owner = await createUser(t.app.ctx.db, { firstName: name });
    const res = await t.request({
      method: 'POST',
      url: '/api/notifications/subscribe',
      token: owner.token,
      payload: { token: browserSubscription(`${push.origin}/push/${name}`) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return owner;
  }

  async function postBackpack(county: string) {
    const finder = await createUser(t.app.ctx.db);
    return postItem(t, finder.token, {
      title: 'Nike school bag',
      categoryId: bags,
      location: county,
      dateFound: daysAgo(5),
      description: 'Black Nike backpack with Form 3 books and a blue bottle, found in a matatu.',
    });
  }

  it('every channel: the bell, a Web Push and an e-mail with a link to the item', async () => {
    const owner = await ownerWithBrowser('everything');
    await fileReport(t, owner.token, backpackReport('Nakuru', { notifyInApp: true, notifyEmail: true, notifyPush: true }));
    const item = await postBackpack('Nakuru');
    await runJobs(t);
    await runJobs(t);

    expect((await notificationsOf(t, owner.token)).map((n) => [n.type, n.itemId])).toEqual([['match', item.id]]);
    const mail = await smtp.waitFor(owner.user.email);
    expect(mail.subject).toBe('Possible match for your lost item');
    expect(mail.text).toContain(`${t.config.publicUrl}/items/${item.id}`);
    await settle();
    expect(push.pushesTo('/push/everything')).toBe(1);
  });

  it('in the app only: no Web Push, no e-mail', async () => {
    const owner = await ownerWithBrowser('app-only');
    await fileReport(t, owner.token, backpackReport('Nyeri', { notifyInApp: true, notifyEmail: false, notifyPush: false }));
    const item = await postBackpack('Nyeri');
    await runJobs(t);
    await runJobs(t);

    expect((await notificationsOf(t, owner.token)).map((n) => n.itemId)).toEqual([item.id]);
    await settle();
    expect(push.pushesTo('/push/app-only')).toBe(0);
    expect(smtp.messages.filter((m) => m.to.includes(owner.user.email))).toEqual([]);
  });

  it('an item stored with a number in its title: the bell, the e-mail and the match list carry no number (decisions/0140)', async () => {
    const finder = await createUser(t.app.ctx.db);
    const item = await createItem(t.app.ctx.db, finder.user.id, {
      title: 'Nike school bag 07 98/76/54/32',
      nearLocation: 'Stage, jane at gmail dot com',
      categoryId: bags,
      location: 'Kisumu',
      dateFound: daysAgo(5),
      description: 'Black Nike backpack with Form 3 books and a blue bottle, found in a matatu.',
    });
    const owner = await ownerWithBrowser('scrubbed');
    const report = await fileReport(t, owner.token, backpackReport('Kisumu', { notifyInApp: true, notifyEmail: true, notifyPush: false }));
    await runJobs(t);
    await runJobs(t);

    const leaks = /7\D{0,4}9\D{0,4}8\D{0,4}7\D{0,4}6\D{0,4}5\D{0,4}4\D{0,4}3\D{0,4}2|gmail/;
    const [bell] = await notificationsOf(t, owner.token);
    expect(bell.itemId).toBe(item.id);
    expect(bell.message).toContain('[Contact removed for privacy]');
    expect(bell.message).not.toMatch(leaks);
    const mail = await smtp.waitFor(owner.user.email);
    // No finder's words in the e-mail at all (docs/decisions/0231).
    expect(mail.subject).toBe('Possible match for your lost item');
    expect(`${mail.text}${mail.html}`).not.toContain('Nike school bag');
    expect(`${mail.text}${mail.html}`).not.toMatch(leaks);
    const matches = await matchesOf(t, owner.token, report.id);
    expect(matches.map((m) => m.itemId)).toEqual([item.id]);
    expect(JSON.stringify(matches)).not.toMatch(leaks);
  });

  it('e-mail only: nothing in the bell, no Web Push', async () => {
    const owner = await ownerWithBrowser('mail-only');
    await fileReport(t, owner.token, backpackReport('Meru', { notifyInApp: false, notifyEmail: true, notifyPush: false }));
    await postBackpack('Meru');
    await runJobs(t);
    await runJobs(t);

    await smtp.waitFor(owner.user.email);
    expect(await notificationsOf(t, owner.token)).toEqual([]);
    await settle();
    expect(push.pushesTo('/push/mail-only')).toBe(0);
  });
});
