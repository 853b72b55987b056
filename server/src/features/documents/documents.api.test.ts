/**
 * Private document numbers over HTTP: posting and editing them on items and lost reports, the
 * lookup (found, not found, only claimable items, nothing else about the item or the finder),
 * its limits, and that no route ever answers the number or its hash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES, todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { itemDocumentNumbers, items, lostReportDocumentNumbers } from '../../db/schema';
import { applyRetention } from '../personal-data/apply-retention';
import { LOOKUP_LIMITS } from './look-up-document';

describe('private document numbers', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let documents: number;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
  });
  afterAll(() => t.close());

  const fields = (overrides: Record<string, unknown> = {}) => ({
    title: 'Passport found at the stage',
    description: 'A Kenyan passport found near the matatu stage.',
    categoryId: documents,
    location: 'Nakuru',
    dateFound: '2026-01-10',
    verificationQuestion1: 'What is the name in the passport?',
    ...overrides,
  });
  const post = (payload: Record<string, unknown>, token = finder.token) => t.request({ method: 'POST', url: '/api/items', token, payload });
  /** A different address each time, as different people are: the per-address limit is tested on its own. */
  let address = 0;
  const lookUp = (number: string, options: { token?: string; remoteAddress?: string } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/documents/lookup',
      payload: { number },
      token: options.token,
      remoteAddress: options.remoteAddress ?? `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    });

  it('finds an available item by its number, typed with any spaces, dashes or case, and answers only its id, county and day', async () => {
    const item = (await post(fields({ documentNumber: 'ak 1234-567' }))).json();
    const found = await lookUp('AK1234567');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ found: true, items: [{ id: item.id, county: 'Nakuru', dateFound: '2026-01-10' }] });
    expect(found.body).not.toContain('Passport');
    expect(found.body).not.toContain(finder.user.firstName);
    expect((await lookUp(' ak-1234 567 ')).json().found).toBe(true);
    expect((await lookUp('AK1234568')).json()).toEqual({ found: false });
  });

  it('does not find an item that is claimed, hidden or removed', async () => {
    const item = (await post(fields({ documentNumber: '30405060' }))).json();
    expect((await lookUp('30405060')).json().found).toBe(true);
    for (const change of [{ status: 'claimed' }, { isHidden: true }, { status: 'removed' }]) {
      await t.app.ctx.db
        .update(items)
        .set({ status: 'available', isHidden: false, ...change })
        .where(eq(items.id, item.id));
      expect((await lookUp('30405060')).json(), JSON.stringify(change)).toEqual({ found: false });
    }
  });

  it('refuses a number outside the Documents category, and a malformed one, with a 400 on the field', async () => {
    const wallet = await post(fields({ categoryId: wallets, documentNumber: '12345678' }));
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().errors.documentNumber).toBe(DOCUMENT_MESSAGES.onlyDocuments);
    expect(wallet.json().errorKeys).toEqual({ documentNumber: 'documentNumberOnlyDocuments' });
    const bad = await post(fields({ documentNumber: 'a#b' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.documentNumber).toBe(DOCUMENT_MESSAGES.numberFormat);
    expect((await lookUp('12')).statusCode).toBe(400);
  });

  it('keeps the number through an edit that leaves it blank, replaces it, and forgets it on request or when the category changes', async () => {
    const item = (await post(fields({ documentNumber: 'DL555001' }))).json();
    const edit = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/items/${item.id}`, token: finder.token, payload: fields(payload) });
    expect((await edit({ description: 'A Kenyan passport, edited description.' })).statusCode).toBe(200);
    expect((await lookUp('DL555001')).json().found).toBe(true);
    expect((await edit({ documentNumber: 'DL555002' })).statusCode).toBe(200);
    expect((await lookUp('DL555001')).json().found).toBe(false);
    expect((await lookUp('DL555002')).json().found).toBe(true);
    expect((await edit({ removeDocumentNumber: true })).statusCode).toBe(200);
    expect((await lookUp('DL555002')).json().found).toBe(false);
    expect((await edit({ documentNumber: 'DL555003' })).statusCode).toBe(200);
    expect((await edit({ categoryId: wallets })).statusCode).toBe(200);
    expect((await lookUp('DL555003')).json().found).toBe(false);
  });

  it('stores only a keyed hash, never the number, and forgets it once the item is no longer available', async () => {
    const item = (await post(fields({ documentNumber: '11223344' }))).json();
    const [row] = await t.app.ctx.db.select().from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, item.id));
    expect(row.numberHash).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import('node:crypto');
    expect(row.numberHash).not.toBe(createHash('sha256').update('11223344').digest('hex'));

    await t.app.ctx.db.update(items).set({ status: 'completed' }).where(eq(items.id, item.id));
    const counts = await applyRetention({ ctx: t.app.ctx });
    expect(counts.documentNumbers).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.db.select().from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, item.id))).toEqual([]);
  });

  it('limits lookups per signed-in caller and per address, with 429 and Retry-After', async () => {
    const owner = await createUser(t.app.ctx.db);
    for (let i = 0; i < LOOKUP_LIMITS.perCallerHour; i++) expect((await lookUp(`Q${1000000 + i}`, { token: owner.token })).statusCode).toBe(200);
    const limited = await lookUp('Q2000000', { token: owner.token });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < LOOKUP_LIMITS.perAddressHour; i++) expect((await lookUp(`R${1000000 + i}`, { remoteAddress: '10.77.0.1' })).statusCode).toBe(200);
    expect((await lookUp('R2000000', { remoteAddress: '10.77.0.1' })).statusCode).toBe(429);
    expect((await lookUp('R2000000', { remoteAddress: '10.77.0.2' })).statusCode).toBe(200);
  });

  it('lets a lost report carry a number, kept as a hash and never answered', async () => {
    const owner = await createUser(t.app.ctx.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/lost-reports',
      token: owner.token,
      payload: {
        title: 'My national ID',
        categoryId: documents,
        description: 'Lost my national ID near the stage.',
        county: 'Nairobi',
        dateLost: todayInNairobi(),
        documentNumber: '9988 7766',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('99887766');
    const [row] = await t.app.ctx.db.select().from(lostReportDocumentNumbers).where(eq(lostReportDocumentNumbers.lostReportId, res.json().id));
    expect(row.numberHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
