/**
 * The budget for what the detector cannot recognise (issue 35, docs/decisions/0264): a posted
 * listing whose public texts hold a number cut into small pieces with words between them, or a
 * word spelled letter by letter, is saved hidden for an admin; the same pieces in a claim's
 * answers are not held (claims spend no budget), and an ordinary listing with its models, plates,
 * prices and dates is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { items } from '../../db/schema';
import { CONTACT_HOLD_REASON } from './hold-doubtful-listing';

describe('public item texts spend a budget', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
  });
  afterAll(() => t.close());

  const post = (description: string) =>
    t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: {
        title: 'Brown wallet found',
        description,
        categoryId: wallets,
        location: 'Nairobi',
        dateFound: '2026-01-10',
        verificationQuestion1: 'What is inside the wallet?',
      },
    });
  const reasonOf = async (id: number) => (await t.app.ctx.db.select().from(items).where(eq(items.id, id)))[0].hiddenReason;

  it.each([
    [
      'a number cut into pieces with words between',
      'Nimepata pochi. 07 ukiona hapa tafadhali sasa 12 nipigie kama unaweza leo 34 halafu hapo 56 jioni ya leo 78 asante',
      'digits',
    ],
    ['an address spelled letter by letter with odd gaps', 'Owner write to j . a . n . e . k . a . m . a . u please', 'spelled-digits'],
  ])('holds %s', async (_, description, reason) => {
    const res = await post(description);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isHidden).toBe(true);
    expect(await reasonOf(res.json().id)).toBe(`${CONTACT_HOLD_REASON} (${reason})`);
  });

  it('publishes an ordinary listing', async () => {
    const res = await post(
      'Itel S23 5000mAh battery in a brown wallet with car keys KDN 787S. Found at Githurai 45 on 12/03/2025 at 7:30pm, route 46, Gate 14. New one costs KSh 2,500. Kid about 11 years was with it.',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isHidden).toBe(false);
  });
});
