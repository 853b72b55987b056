/**
 * After DELETE /api/me the audit trail keeps who did what, but no e-mail address or phone number
 * the person ever had: a former number an admin corrected stays nowhere in /api/admin/audit, in
 * whatever spelling it was recorded (issue 26, finding 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { recordAudit } from '../../lib/audit';

describe('the audit trail after an account is deleted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('erases the former and current e-mail and phone from every entry, and keeps the entries', async () => {
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const person = await createUser(t.app.ctx.db, { phone: '+254711222333', email: 'former.address@example.com' });
    const edit = (email: string, phone: string) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/users/${person.user.id}`,
        token: admin.token,
        payload: { email, phone },
      });
    expect((await edit('second.address@example.com', '0722333444')).statusCode).toBe(200);
    expect((await edit('current.address@example.com', '0733444555')).statusCode).toBe(200);
    // Another entry (not about the person) that quoted the first number in its local spelling.
    await recordAudit(t.app.ctx.db, {
      actorId: admin.user.id,
      action: 'payment.note',
      targetType: 'payment',
      targetId: 1,
      details: { note: 'Payer 0711222333 called support' },
    });

    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me',
      token: await login('current.address@example.com'),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);

    const trail = await t.request({ method: 'GET', url: '/api/admin/audit', token: admin.token });
    expect(trail.statusCode).toBe(200);
    for (const trace of ['711222333', '722333444', '733444555', 'former.address', 'second.address', 'current.address']) {
      expect(trail.body, trace).not.toContain(trace);
    }
    const entries = trail.json().entries as Array<{ action: string }>;
    expect(entries.filter((entry) => entry.action === 'user.edit')).toHaveLength(2);
    expect(entries.some((entry) => entry.action === 'payment.note')).toBe(true);
  });

  async function login(email: string): Promise<string> {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }
});
