/**
 * Every /api/admin/* route, called as a guest, a claimer, a finder and an admin. The routes are
 * read from the OpenAPI document, so a route added later is covered without editing this file;
 * each admin action must also leave its audit row (who, what, on what, why).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { contactMessages, reports } from '../../db/schema';
import { auditCount, createActors, latestAudit } from './admin.test-support';
import { createOrganisation } from '../organisations/organisations.test-support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface AdminCase {
  route: `${Method} /api/${string}`;
  url: () => string;
  payload?: () => object;
  status: number;
  audit?: { action: string; targetType: string; targetId: () => string | number; reason?: string | null };
  after?: (body: Record<string, unknown>) => void;
}

/** Routes under /api/admin that other features own; here they only have to refuse non-admins. */
const OWNED_ELSEWHERE = /^\w+ \/api\/admin\/(payouts|payments|paybill-receipts|refunds|ledger|sms|whatsapp)\b/;
/** Public on purpose: it has its own tests (quick-login.test.ts). */
const NOT_GUARDED = new Set(['POST /api/admin/quick-login']);

describe('admin routes: who may call them', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  let adminRoutes: string[];
  const ids = {
    item: 0,
    itemToRemove: 0,
    target: '',
    pending: '',
    category: 0,
    report1: 0,
    report2: 0,
    message: 0,
    held1: 0,
    held2: 0,
    organisation: '',
    application: '',
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    actors = await createActors(t);
    const target = await createUser(db, { firstName: 'Tom', lastName: 'Target' });
    const pending = await createUser(db, { emailVerified: false });
    const item = await createItem(db, actors.finder.user.id);
    const itemToRemove = await createItem(db, actors.finder.user.id, { title: 'Blue umbrella' });
    const [r1, r2] = await db
      .insert(reports)
      .values([
        { reporterId: actors.claimer.user.id, targetType: 'item', targetId: String(item.id), reason: 'Looks like a scam' },
        { reporterId: actors.claimer.user.id, targetType: 'user', targetId: target.user.id, reason: 'Rude messages' },
      ])
      .returning();
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: 'Wanjiku',
        email: 'wanjiku@example.com',
        subject: 'Payment question',
        category: 'payment',
        message: 'When is the finder paid?',
      })
      .returning();
    // Two claims held for their texts (docs/decisions/0234), on another item of the finder.
    const heldOn = await createItem(db, actors.finder.user.id, { title: 'Red purse' });
    const held = { heldAt: new Date(), heldReason: 'digits' };
    const held1 = await createClaim(db, heldOn.id, actors.claimer.user.id, held);
    const held2 = await createClaim(db, heldOn.id, target.user.id, held);
    // Two applications (organisations, issue 28): one verified, suspended and reinstated, one rejected.
    const organisation = await createOrganisation(db, actors.finder.user, { status: 'pending' });
    const application = await createOrganisation(db, actors.claimer.user, { status: 'pending' });
    Object.assign(ids, {
      organisation: organisation.id,
      application: application.id,
      item: item.id,
      itemToRemove: itemToRemove.id,
      target: target.user.id,
      pending: pending.user.id,
      report1: r1.id,
      report2: r2.id,
      message: message.id,
      held1: held1.id,
      held2: held2.id,
    });
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    adminRoutes = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((route) => !NOT_GUARDED.has(route));
  });
  afterAll(() => t.close());

  /** A concrete URL for a documented route; the ids exist, so only the guard can say no. */
  function concrete(route: string): { method: Method; url: string } {
    const [method, path] = route.split(' ') as [Method, string];
    const url = path
      .replace('/items/{id}', `/items/${ids.item}`)
      .replace('/users/{id}', `/users/${ids.target}`)
      .replace('/reports/{id}', `/reports/${ids.report1}`)
      .replace('/contact-messages/{id}', `/contact-messages/${ids.message}`)
      .replace('/settings/{key}', '/settings/finder_amount')
      .replace(/\{[^}]+\}/g, '1');
    return { method, url };
  }

  it('finds the admin routes in the OpenAPI document', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(28);
  });

  for (const [who, expected] of [
    ['guest', 401],
    ['claimer', 403],
    ['finder', 403],
  ] as const) {
    it(`answers ${expected} to a ${who} on every admin route and changes nothing`, async () => {
      const auditRowsBefore = await auditCount(t);
      const token = who === 'guest' ? undefined : actors[who].token;
      const failures: string[] = [];
      for (const route of adminRoutes) {
        const { method, url } = concrete(route);
        const res = await t.request({ method, url, token, payload: method === 'GET' ? undefined : { reason: 'x', value: 100, key: 'finder_amount' } });
        if (res.statusCode !== expected) failures.push(`${route} → ${res.statusCode}`);
        else expect(res.json().message).toBeTypeOf('string');
      }
      expect(failures).toEqual([]);
      expect(await auditCount(t)).toBe(auditRowsBefore);
      const items = (await t.request({ method: 'GET', url: '/api/admin/items', token: actors.admin.token })).json().items;
      expect(items.every((i: { isHidden: boolean; status: string }) => !i.isHidden && i.status !== 'removed')).toBe(true);
    });
  }

  it('a token that means nothing is a guest: 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/stats', token: 'not-a-real-token' });
    expect(res.statusCode).toBe(401);
  });

  const adminCases: AdminCase[] = [
    { route: 'GET /api/admin/items', url: () => '/api/admin/items?status=all&page=1', status: 200 },
    {
      route: 'POST /api/admin/items/{id}/hide',
      url: () => `/api/admin/items/${ids.item}/hide`,
      payload: () => ({ reason: '  Duplicate listing  ' }),
      status: 200,
      audit: { action: 'item.hide', targetType: 'item', targetId: () => ids.item, reason: 'Duplicate listing' },
    },
    {
      route: 'POST /api/admin/items/{id}/unhide',
      url: () => `/api/admin/items/${ids.item}/unhide`,
      status: 200,
      audit: { action: 'item.unhide', targetType: 'item', targetId: () => ids.item },
    },
    {
      route: 'DELETE /api/admin/items/{id}',
      url: () => `/api/admin/items/${ids.itemToRemove}`,
      payload: () => ({ reason: 'Admin removal' }),
      status: 200,
      audit: { action: 'item.remove', targetType: 'item', targetId: () => ids.itemToRemove, reason: 'Admin removal' },
    },
    { route: 'GET /api/admin/settings', url: () => '/api/admin/settings', status: 200 },
    {
      route: 'PUT /api/admin/settings/{key}',
      url: () => '/api/admin/settings/finder_amount',
      payload: () => ({ value: 120, description: 'Finder share' }),
      status: 200,
      audit: { action: 'setting.update', targetType: 'setting', targetId: () => 'finder_amount' },
    },
    {
      route: 'POST /api/admin/settings',
      url: () => '/api/admin/settings',
      payload: () => ({ key: 'platform_amount', value: 40 }),
      status: 200,
      audit: { action: 'setting.update', targetType: 'setting', targetId: () => 'platform_amount' },
    },
    { route: 'GET /api/admin/payment-stats', url: () => '/api/admin/payment-stats', status: 200 },
    { route: 'GET /api/admin/users', url: () => '/api/admin/users?status=all&role=all&page=1', status: 200 },
    {
      route: 'POST /api/admin/users/{id}/suspend',
      url: () => `/api/admin/users/${ids.target}/suspend`,
      payload: () => ({ reason: 'Fraudulent claims' }),
      status: 200,
      audit: { action: 'user.suspend', targetType: 'user', targetId: () => ids.target, reason: 'Fraudulent claims' },
    },
    {
      route: 'POST /api/admin/users/{id}/unsuspend',
      url: () => `/api/admin/users/${ids.target}/unsuspend`,
      status: 200,
      audit: { action: 'user.unsuspend', targetType: 'user', targetId: () => ids.target },
    },
    {
      route: 'POST /api/admin/users/{id}/suspend',
      url: () => `/api/admin/users/${ids.target}/suspend`,
      payload: () => ({ reason: 'Second warning' }),
      status: 200,
      audit: { action: 'user.suspend', targetType: 'user', targetId: () => ids.target, reason: 'Second warning' },
    },
    {
      route: 'POST /api/admin/users/{id}/activate',
      url: () => `/api/admin/users/${ids.target}/activate`,
      status: 200,
      audit: { action: 'user.activate', targetType: 'user', targetId: () => ids.target },
    },
    {
      route: 'POST /api/admin/users/{id}/verify',
      url: () => `/api/admin/users/${ids.pending}/verify`,
      status: 200,
      audit: { action: 'user.verify', targetType: 'user', targetId: () => ids.pending },
    },
    {
      route: 'PUT /api/admin/users/{id}',
      url: () => `/api/admin/users/${ids.target}`,
      payload: () => ({ email: 'tom.target@example.com', phone: '0799 000 111' }),
      status: 200,
      audit: { action: 'user.edit', targetType: 'user', targetId: () => ids.target },
      after: (body) => expect(body.user).toMatchObject({ email: 'tom.target@example.com', phone: '+254799000111' }),
    },
    {
      route: 'POST /api/admin/users/{id}/make-admin',
      url: () => `/api/admin/users/${ids.pending}/make-admin`,
      status: 200,
      audit: { action: 'user.make_admin', targetType: 'user', targetId: () => ids.pending },
      after: (body) => expect(body.user).toMatchObject({ role: 'admin' }),
    },
    {
      route: 'POST /api/admin/users/{id}/remove-admin',
      url: () => `/api/admin/users/${ids.pending}/remove-admin`,
      status: 200,
      audit: { action: 'user.remove_admin', targetType: 'user', targetId: () => ids.pending },
    },
    { route: 'GET /api/admin/analytics', url: () => '/api/admin/analytics', status: 200 },
    { route: 'GET /api/admin/stats', url: () => '/api/admin/stats', status: 200 },
    { route: 'GET /api/admin/dashboard', url: () => '/api/admin/dashboard', status: 200 },
    { route: 'GET /api/admin/categories', url: () => '/api/admin/categories', status: 200 },
    {
      route: 'POST /api/admin/categories',
      url: () => '/api/admin/categories',
      payload: () => ({ name: 'Umbrellas', icon: 'package' }),
      status: 201,
      after: (body) => {
        ids.category = body.id as number;
      },
      audit: { action: 'category.create', targetType: 'category', targetId: () => ids.category },
    },
    {
      route: 'PUT /api/admin/categories/{id}',
      url: () => `/api/admin/categories/${ids.category}`,
      payload: () => ({ name: 'Umbrellas & Rain Gear', icon: 'package' }),
      status: 200,
      audit: { action: 'category.update', targetType: 'category', targetId: () => ids.category },
    },
    {
      route: 'DELETE /api/admin/categories/{id}',
      url: () => `/api/admin/categories/${ids.category}`,
      status: 200,
      audit: { action: 'category.delete', targetType: 'category', targetId: () => ids.category },
    },
    { route: 'GET /api/admin/reports', url: () => '/api/admin/reports?status=all', status: 200 },
    {
      route: 'POST /api/admin/reports/{id}/resolve',
      url: () => `/api/admin/reports/${ids.report1}/resolve`,
      payload: () => ({ resolution: 'Listing checked and hidden' }),
      status: 200,
      audit: { action: 'report.resolve', targetType: 'report', targetId: () => ids.report1, reason: 'Listing checked and hidden' },
    },
    {
      route: 'POST /api/admin/reports/{id}/dismiss',
      url: () => `/api/admin/reports/${ids.report2}/dismiss`,
      payload: () => ({ resolution: 'No evidence' }),
      status: 200,
      audit: { action: 'report.dismiss', targetType: 'report', targetId: () => ids.report2, reason: 'No evidence' },
    },
    { route: 'GET /api/admin/verifications', url: () => '/api/admin/verifications?status=all', status: 200 },
    {
      route: 'GET /api/admin/claims/held',
      url: () => '/api/admin/claims/held',
      status: 200,
      after: (body) => expect((body.claims as unknown[]).length).toBe(2),
    },
    {
      route: 'POST /api/admin/claims/{id}/release',
      url: () => `/api/admin/claims/${ids.held1}/release`,
      status: 200,
      audit: { action: 'claim.release', targetType: 'claim', targetId: () => ids.held1 },
    },
    {
      route: 'POST /api/admin/claims/{id}/reject',
      url: () => `/api/admin/claims/${ids.held2}/reject`,
      status: 200,
      audit: { action: 'claim.reject_held', targetType: 'claim', targetId: () => ids.held2 },
    },
    { route: 'GET /api/admin/contact-messages', url: () => '/api/admin/contact-messages', status: 200 },
    {
      route: 'POST /api/admin/contact-messages/{id}/read',
      url: () => `/api/admin/contact-messages/${ids.message}/read`,
      status: 200,
      audit: { action: 'contact_message.read', targetType: 'contact_message', targetId: () => ids.message },
    },
    { route: 'GET /api/admin/organisations', url: () => '/api/admin/organisations?status=pending', status: 200 },
    ...(
      [
        ['verify', 'organisation'],
        ['suspend', 'organisation'],
        ['reinstate', 'organisation'],
        ['reject', 'application'],
      ] as const
    ).map(([action, which]): AdminCase => ({
      route: `POST /api/admin/organisations/{id}/${action}`,
      url: () => `/api/admin/organisations/${ids[which]}/${action}`,
      payload: () => ({ reason: `Checked by phone (${action})` }),
      status: 200,
      audit: { action: `organisation.${action}`, targetType: 'organisation', targetId: () => ids[which], reason: `Checked by phone (${action})` },
    })),
    // Texts under review are applied or dropped in organisation-texts.test.ts; here none wait, so an admin gets 409.
    ...(['apply-texts', 'drop-texts'] as const).map((action): AdminCase => ({
      route: `POST /api/admin/organisations/{id}/${action}`,
      url: () => `/api/admin/organisations/${ids.organisation}/${action}`,
      status: 409,
    })),
    {
      route: 'GET /api/admin/audit',
      url: () => '/api/admin/audit',
      status: 200,
      after: (body) => expect((body.entries as unknown[]).length).toBeGreaterThanOrEqual(16),
    },
  ];

  it('has an admin case for every admin route this feature serves', () => {
    const covered = new Set(adminCases.map((c) => c.route));
    const missing = adminRoutes.filter((route) => !covered.has(route as AdminCase['route']) && !OWNED_ELSEWHERE.test(route));
    expect(missing).toEqual([]);
  });

  it('lets an admin through every route, and each action leaves its audit row', async () => {
    for (const c of adminCases) {
      const method = c.route.split(' ')[0] as Method;
      const res = await t.request({ method, url: c.url(), token: actors.admin.token, payload: c.payload?.() });
      expect(res.statusCode, `${c.route}: ${res.body}`).toBe(c.status);
      c.after?.(res.json());
      if (c.audit) {
        const row = await latestAudit(t);
        expect(row, c.route).toMatchObject({
          actorId: actors.admin.user.id,
          action: c.audit.action,
          targetType: c.audit.targetType,
          targetId: String(c.audit.targetId()),
          reason: c.audit.reason ?? null,
        });
        expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      }
    }
  });

  it('lets an admin reach the routes other features add under /api/admin', async () => {
    for (const route of adminRoutes.filter((r) => OWNED_ELSEWHERE.test(r) && r.startsWith('GET'))) {
      const res = await t.request({ method: 'GET', url: concrete(route).url, token: actors.admin.token });
      expect([401, 403], route).not.toContain(res.statusCode);
    }
  });
});
