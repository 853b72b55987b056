/**
 * SMS spend is bounded by construction (issue 35, docs/decisions/0266): every code by SMS, by any
 * path, spends per network (IPv4 address or IPv6 /64), per account, per number (hour and day) and
 * per block of 10,000 numbers, and from one hourly budget in messages and KSh whose trip pauses
 * codes, keeps other SMS flowing and tells the admins once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { auditLog, notifications, users } from '../../db/schema';
import { clearRateLimit } from '../../lib/rate-limit';
import { ipv6SiteOf, networkOf } from '../../lib/network-of';
import { queueSms } from './queue-sms';
import { DEVELOPMENT_SCALE, numberBlockOf, smsSpendLimitsOf, spendCodeSms, SMS_SPEND_LIMITS } from './sms-spend';

let blockCounter = Math.floor(Math.random() * 5000);
/** A block of 10,000 numbers nobody else in this file uses; `at(i)` is its i-th number. */
function freshBlock() {
  const block = `+2547${String(1000 + (blockCounter++ % 9000)).padStart(4, '0')}`;
  return { block, at: (i: number) => `${block}${String(i).padStart(4, '0')}` };
}
/** One number per call, each in a block of its own (so the block limit stays out of the way). */
const loneNumber = () => freshBlock().at(Math.floor(Math.random() * 10_000));
let ipCounter = 0;
const freshIp = () => `10.66.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

function paths(t: TestApp) {
  return {
    signUp: (phone: string, remoteAddress = freshIp()) =>
      t.request({ method: 'POST', url: '/api/auth/send-otp', payload: { phone, firstName: 'Wanjiru' }, remoteAddress }),
    reset: (phone: string, remoteAddress = freshIp()) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { phone }, remoteAddress }),
    verify: (token: string, payload: object = {}, remoteAddress = freshIp()) =>
      t.request({ method: 'POST', url: '/api/auth/phone/send-code', token, payload, remoteAddress }),
    unverified: () => createUser(t.app.ctx.db, { phone: loneNumber(), phoneVerified: false }),
  };
}

function expectLimited(res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): { code: string } }) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().code).toBe('SMS_CODES_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the limits every code by SMS spends from, whichever path asks', () => {
  let t: TestApp;
  let p: ReturnType<typeof paths>;
  beforeAll(async () => {
    t = await createTestApp();
    p = paths(t);
  });
  afterAll(() => t.close());

  it(`per IPv4 address: ${SMS_SPEND_LIMITS.perNetworkHour} an hour across sign-up, reset and verification, then 429; another address is not affected`, async () => {
    const ip = '10.77.1.1';
    const third = SMS_SPEND_LIMITS.perNetworkHour / 3;
    for (let i = 0; i < third; i++) expect((await p.signUp(loneNumber(), ip)).statusCode).toBe(200);
    for (let i = 0; i < third; i++) expect((await p.reset(loneNumber(), ip)).statusCode).toBe(200);
    for (let i = 0; i < third; i++) expect((await p.verify((await p.unverified()).token, {}, ip)).statusCode).toBe(200);
    expectLimited(await p.signUp(loneNumber(), ip));
    expectLimited(await p.reset(loneNumber(), ip));
    expect((await p.signUp(loneNumber(), '10.77.1.2')).statusCode).toBe(200);
  });

  it('per IPv6 /64: fresh addresses inside one /64 share its count; the next /64 has its own', async () => {
    for (let i = 0; i < SMS_SPEND_LIMITS.perNetworkHour; i++) {
      const address = `2001:db8:35:6401:${(i + 1).toString(16)}::1`;
      expect((await (i % 2 ? p.signUp(loneNumber(), address) : p.reset(loneNumber(), address))).statusCode).toBe(200);
    }
    expectLimited(await p.signUp(loneNumber(), '2001:db8:35:6401:ffff:ffff:ffff:fffe'));
    expectLimited(await p.reset(loneNumber(), '2001:0db8:0035:6401::77'));
    expect((await p.signUp(loneNumber(), '2001:db8:35:6402::1')).statusCode).toBe(200);
  });

  it(`per IPv6 /48: a fresh /64 for every request still stops at ${SMS_SPEND_LIMITS.perIpv6SiteHour} an hour`, async () => {
    for (let i = 0; i < SMS_SPEND_LIMITS.perIpv6SiteHour; i++) {
      const address = `2001:db8:48:${(i + 1).toString(16)}::1`;
      expect((await (i % 2 ? p.signUp(loneNumber(), address) : p.reset(loneNumber(), address))).statusCode).toBe(200);
    }
    expectLimited(await p.signUp(loneNumber(), '2001:db8:48:ffff::1'));
    expect((await p.signUp(loneNumber(), '2001:db8:49:1::1')).statusCode).toBe(200);
    expect([networkOf('2001:db8:48:7:1::1'), ipv6SiteOf('2001:db8:48:7:1::1'), ipv6SiteOf('10.1.2.3'), ipv6SiteOf('::ffff:10.1.2.3')]).toEqual([
      '2001:db8:48:7::/64',
      '2001:db8:48::/48',
      null,
      null,
    ]);
  });

  it(`per account: ${SMS_SPEND_LIMITS.perAccountHour} codes an hour to any numbers, from any address, then 429`, async () => {
    const { token } = await createUser(t.app.ctx.db, { phone: loneNumber(), phoneVerified: true });
    for (let i = 0; i < SMS_SPEND_LIMITS.perAccountHour; i++) {
      const res = await p.verify(token, { phone: loneNumber(), password: DEFAULT_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectLimited(await p.verify(token, { phone: loneNumber(), password: DEFAULT_PASSWORD }));
    const other = await createUser(t.app.ctx.db, { phone: loneNumber(), phoneVerified: true });
    expect((await p.verify(other.token, { phone: loneNumber(), password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it(`per number: ${SMS_SPEND_LIMITS.perNumberHour} an hour and ${SMS_SPEND_LIMITS.perNumberDay} a day, across paths and addresses`, async () => {
    const number = loneNumber();
    for (let i = 0; i < 3; i++) expect((await p.signUp(number)).statusCode).toBe(200);
    for (let i = 3; i < SMS_SPEND_LIMITS.perNumberHour; i++) expect((await p.reset(number)).statusCode).toBe(200);
    expectLimited(await p.signUp(number));
    // The next hour (its counter gone), the day's count still holds.
    await clearRateLimit(t.app.ctx.db, `sms-spend:to:${number}:hour`);
    const stillToday = SMS_SPEND_LIMITS.perNumberDay - SMS_SPEND_LIMITS.perNumberHour;
    for (let i = 0; i < stillToday; i++) {
      await clearRateLimit(t.app.ctx.db, `sendCode:address:${number}`);
      expect((await p.signUp(number)).statusCode).toBe(200);
    }
    await clearRateLimit(t.app.ctx.db, `sendCode:address:${number}`);
    expectLimited(await p.signUp(number));
  });

  it(`per block of 10,000 numbers: ${SMS_SPEND_LIMITS.perBlockHour} an hour whoever asks, then 429; the next block is not affected`, async () => {
    const { block, at } = freshBlock();
    expect(numberBlockOf(at(1234))).toBe(block);
    for (let i = 0; i < SMS_SPEND_LIMITS.perBlockHour; i++) expect((await p.signUp(at(i * 37))).statusCode).toBe(200);
    expectLimited(await p.signUp(at(9999)));
    expectLimited(await p.reset(at(5000)));
    expect((await p.signUp(freshBlock().at(0))).statusCode).toBe(200);
  });

  it('exempts no address, on a development server from this machine either (its limits are ten times larger on the simulator)', async () => {
    const development = {
      ...t.app.ctx,
      config: {
        ...t.app.ctx.config,
        NODE_ENV: 'development' as const,
        isTest: false,
        isProduction: false,
        SMS_ENV: 'simulator' as const,
        SMS_BUDGET_MESSAGES_PER_HOUR: 100_000,
        SMS_BUDGET_KES_PER_HOUR: 100_000,
      },
    };
    const limit = smsSpendLimitsOf(development.config).perNetworkHour;
    expect(limit).toBe(SMS_SPEND_LIMITS.perNetworkHour * DEVELOPMENT_SCALE);
    for (const ip of ['127.0.0.1', '::1']) {
      for (let i = 0; i < limit; i++) await spendCodeSms(development, { ip, phone: loneNumber() });
      await expect(spendCodeSms(development, { ip, phone: loneNumber() })).rejects.toMatchObject({ code: 'SMS_CODES_LIMITED', statusCode: 429 });
    }
  });

  it('a production server keeps the production limits, whatever it runs on', () => {
    const production = { ...t.app.ctx.config, isTest: false, isProduction: true, SMS_ENV: 'production' as const };
    expect(smsSpendLimitsOf(production)).toEqual(SMS_SPEND_LIMITS);
    expect(smsSpendLimitsOf({ ...production, isProduction: false, SMS_ENV: 'sandbox' })).toEqual(SMS_SPEND_LIMITS);
    expect(smsSpendLimitsOf(t.app.ctx.config)).toEqual(SMS_SPEND_LIMITS);
  });

  it('a refusal reads the same for a number with an account and one without', async () => {
    const { at } = freshBlock();
    const owner = await createUser(t.app.ctx.db, { phone: at(1), phoneVerified: true });
    for (let i = 0; i < SMS_SPEND_LIMITS.perBlockHour; i++) await p.reset(at(100 + i));
    const [taken, free] = [await p.reset(owner.user.phone), await p.reset(at(2))];
    expectLimited(taken);
    expect(taken.json()).toEqual(free.json());
  });
});

describe('the hourly SMS budget of all callers together', () => {
  const paused = (res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): { code: string } }) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().code).toBe('SMS_PAUSED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('in messages: past it, sign-up, reset and verification codes are refused; admins are told once (bell, e-mail, audit); other SMS still go', async () => {
    const t = await createTestApp({ env: { SMS_BUDGET_MESSAGES_PER_HOUR: '4' } });
    try {
      const p = paths(t);
      const [admin] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'admin@okota.test'));
      for (let i = 0; i < 4; i++) expect((await p.signUp(loneNumber())).statusCode).toBe(200);
      paused(await p.signUp(loneNumber()));
      paused(await p.reset(loneNumber()));
      paused(await p.verify((await p.unverified()).token));
      await t.app.ctx.jobs.runDueJobs();
      paused(await p.signUp(loneNumber()));
      await t.app.ctx.jobs.runDueJobs();

      const bells = await t.app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, 'sms_paused')));
      expect(bells).toHaveLength(1);
      expect(bells[0].message).toContain('4 messages');
      expect(await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'sms.codes_paused'))).toHaveLength(1);
      const mails = t.app.ctx.mail.outbox().filter((mail) => mail.to === 'admin@okota.test' && /SMS codes paused/.test(mail.subject));
      expect(mails).toHaveLength(1);

      // What a person did still gets its SMS: a collection code, a turn message.
      for (const kind of ['collection_code', 'claim_approved'] as const) {
        const queued = await queueSms(t.app.ctx.db, { to: loneNumber(), text: 'Okota: test', kind, userId: null });
        expect(queued.status).not.toBe('skipped');
      }
    } finally {
      await t.close();
    }
  });

  it('in KSh: the per-SMS cost adds up to the budget, then codes are refused', async () => {
    const t = await createTestApp({ env: { SMS_BUDGET_KES_PER_HOUR: '2.5', SMS_COST_KES: '0.8' } });
    try {
      const p = paths(t);
      // 0.8 × 3 = 2.4 KSh fits; the fourth would make 3.2.
      for (let i = 0; i < 3; i++) expect((await p.signUp(loneNumber())).statusCode).toBe(200);
      paused(await p.signUp(loneNumber()));
    } finally {
      await t.close();
    }
  });
});
