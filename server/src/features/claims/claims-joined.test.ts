/**
 * A claim is read as the finder reads it: all answers, the description and the details as one
 * text (scrub-joined.ts, docs/decisions/0265). A phone number cut into three answers never
 * reaches the finder whole; a number that is only a doubt when read together holds the claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_REMOVED } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { claims, notifications } from '../../db/schema';
import { itemWithFinder, newUser, submit, validClaim } from './claims.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUESTIONS = { verificationQuestion1: 'What colour?', verificationQuestion2: 'Whose photo?', verificationQuestion3: 'Which bank?' };

async function claimWith(answers: { answer1: string; answer2: string; answer3: string; description?: string; additionalDetails?: string }) {
  const { finder, item } = await itemWithFinder(t, QUESTIONS);
  const claimer = await newUser(t);
  const res = await submit(t, item.id, claimer.token, { ...validClaim, ...answers });
  expect(res.statusCode).toBe(201);
  const [row] = await t.app.ctx.db.select().from(claims).where(eq(claims.itemId, item.id));
  const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
  return { row, told };
}

const digitsOf = (row: typeof claims.$inferSelect) =>
  [row.answer1, row.answer2, row.answer3, row.description, row.additionalDetails].join(' ').replace(/\D/g, '');

describe('a claim read as one text', () => {
  it('a phone number cut into three answers is removed from each of them', async () => {
    const { row, told } = await claimWith({ answer1: 'It is black, 07', answer2: '12 345', answer3: '678 is on the back' });
    expect(row).toMatchObject({ answer1: `It is black, ${CONTACT_REMOVED}`, answer2: CONTACT_REMOVED, answer3: `${CONTACT_REMOVED} is on the back` });
    expect(digitsOf(row)).toBe('');
    expect(told).toHaveLength(1);
  });

  it('in Kiswahili number words, and "+254" in one answer with the rest in the next', async () => {
    for (const answers of [
      { answer1: 'sifuri saba moja mbili', answer2: 'tatu nne tano', answer3: 'sita saba nane' },
      { answer1: 'Equity, +254', answer2: '712 345 678', answer3: 'Amani' },
    ]) {
      const { row } = await claimWith(answers);
      const read = [row.answer1, row.answer2, row.answer3].join(' ');
      expect(read).not.toMatch(/\d{3}|saba|tatu|nne/);
      expect(read).toContain(CONTACT_REMOVED);
    }
  });

  it('an e-mail split between the description and the details', async () => {
    const { row } = await claimWith({
      answer1: 'Blue',
      answer2: 'Amani',
      answer3: 'Equity',
      description: 'Write to jane.kamau',
      additionalDetails: '@gmail.com is where I am, it holds my ID card.',
    });
    expect(`${row.description} ${row.additionalDetails}`).not.toMatch(/gmail|jane\.kamau/i);
  });

  it('ordinary answers are kept as written', async () => {
    const answers = { answer1: 'Blue, 2 cards', answer2: 'My daughter Amani, age 7', answer3: 'Equity and KCB' };
    const { row } = await claimWith(answers);
    expect(row).toMatchObject(answers);
  });
});
