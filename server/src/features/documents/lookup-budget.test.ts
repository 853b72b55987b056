/**
 * One budget for every way to test a document number (issue 26, finding 3): the lookup, a lost
 * report filed or edited with a number, and the USSD menu; per account, per verified phone, per
 * IPv4 address or IPv6 /64; and a global circuit breaker that tells the admins once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { auditLog, lostReportDocumentNumbers, notifications, rateLimits } from '../../db/schema';
import { countHit } from '../../lib/rate-limit';
import { newPhone, ussdPath, USSD_ENV } from '../ussd/ussd.test-support';
import { LOOKUP_BREAKER, LOOKUP_LIMITS, networkOf } from './lookup-budget';

describe('the shared document lookup budget', () => {
  let t: TestApp;
  let documents: number;
  let address = 0;
  const freshIp = () => `10.44.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp({ env: USSD_ENV });
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
  });
  afterAll(() => t.close());

  const lookUp = (number: string, options: { token?: string; remoteAddress?: string } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/documents/lookup',
      payload: { number },
      token: options.token,
      remoteAddress: options.remoteAddress ?? freshIp(),
    });
  const report = (overrides: Record<string, unknown> = {}) => ({
    title: 'My national ID',
    categoryId: documents,
    description: 'Lost my national ID near the stage.',
    county: 'Nairobi',
    dateLost: todayInNairobi(),
    ...overrides,
  });
  const fileReport = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/lost-reports', token, payload, remoteAddress: freshIp() });
  const editReport = (token: string, id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/lost-reports/${id}`, token, payload, remoteAddress: freshIp() });
  const storedHash = async (reportId: number) =>
    (await t.app.ctx.db.select().from(lostReportDocumentNumbers).where(eq(lostReportDocumentNumbers.lostReportId, reportId)))[0]?.numberHash;
  const clearBreaker = () => t.app.ctx.db.delete(rateLimits).where(eq(rateLimits.key, LOOKUP_BREAKER.key));

  it('counts a lost report edit with a new number as a lookup: once the lookups are spent, the edit is refused and changes nothing', async () => {
    const owner = await createUser(t.app.ctx.db);
    const filed = await fileReport(owner.token, report({ documentNumber: 'A1000001' }));
    expect(filed.statusCode).toBe(201);
    const id = filed.json().id as number;
    for (let i = 1; i < LOOKUP_LIMITS.perCallerHour; i++) expect((await lookUp(`B${1000000 + i}`, { token: owner.token })).statusCode).toBe(200);
    const before = await storedHash(id);

    const refused = await editReport(owner.token, id, report({ documentNumber: 'C2000002' }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedHash(id)).toBe(before);
    // Saving the number already on file, or no number, tests nothing and still saves.
    expect((await editReport(owner.token, id, report({ documentNumber: 'A1000001', title: 'My ID card' }))).statusCode).toBe(200);
    expect((await editReport(owner.token, id, report({ title: 'My ID card, blue cover' }))).statusCode).toBe(200);
    // A new report with a number is refused too.
    expect((await fileReport(owner.token, report({ documentNumber: 'D3000003' }))).statusCode).toBe(429);
  });

  it('counts edits against the lookup: numbers tried by editing leave none for the lookup route', async () => {
    const owner = await createUser(t.app.ctx.db);
    const id = (await fileReport(owner.token, report())).json().id as number;
    for (let i = 0; i < LOOKUP_LIMITS.perCallerHour; i++) {
      expect((await editReport(owner.token, id, report({ documentNumber: `E${1000000 + i}` }))).statusCode).toBe(200);
    }
    expect((await editReport(owner.token, id, report({ documentNumber: 'E9999999' }))).statusCode).toBe(429);
    expect((await lookUp('E8888888', { token: owner.token })).statusCode).toBe(429);
  });

  it('counts an IPv6 caller by its /64: fresh addresses in the same network share one quota', async () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    for (let i = 0; i < LOOKUP_LIMITS.perAddressHour; i++) {
      expect((await lookUp(`F${1000000 + i}`, { remoteAddress: `2001:db8:77:1:${(i + 1).toString(16)}::1` })).statusCode).toBe(200);
    }
    expect((await lookUp('F2000000', { remoteAddress: '2001:db8:77:1:beef:cafe:1:2' })).statusCode).toBe(429);
    expect((await lookUp('F2000000', { remoteAddress: '2001:db8:77:2::1' })).statusCode).toBe(200);
  });

  it('shares the budget of a verified phone between the web and USSD', async () => {
    const phone = newPhone();
    const owner = await createUser(t.app.ctx.db, { phone, phoneVerified: true });
    for (let i = 0; i < LOOKUP_LIMITS.perCallerHour; i++) expect((await lookUp(`G${1000000 + i}`, { token: owner.token })).statusCode).toBe(200);
    await ussdPath(t, phone, '1');
    expect(await ussdPath(t, phone, '2', 'G7777777')).toMatch(/^CON You have checked many numbers/);
  });

  it('trips a global breaker across all callers: 429 to everyone, on every path, and the admins are told once', async () => {
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const alerts = () =>
      t.app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'lookups_paused')));
    await countHit(t.app.ctx.db, LOOKUP_BREAKER, LOOKUP_LIMITS.globalPerMinute);
    try {
      const refused = await lookUp('H1000000');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const owner = await createUser(t.app.ctx.db);
      expect((await fileReport(owner.token, report({ documentNumber: 'H1000001' }))).statusCode).toBe(429);
      const phone = newPhone();
      await ussdPath(t, phone, '1');
      expect(await ussdPath(t, phone, '2', 'H1000002')).toMatch(/^CON You have checked many numbers/);
      expect((await lookUp('H1000003')).statusCode).toBe(429);

      const told = await alerts();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ type: 'system', title: 'Document lookups paused' });
      const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'documents.lookups_paused'));
      expect(audit).toHaveLength(1);
    } finally {
      await clearBreaker();
    }
    expect((await lookUp('H1000004')).statusCode).toBe(200);
  });
});
