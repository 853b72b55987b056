import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createItem, createUser } from '../../../../test/factories';
import { countingStatements } from '../items.test-support';
import { lookupsIn } from './search-lookups';
import { allowedEdits, correctSearchWords, editDistance } from './search-correction';

describe('edit distance', () => {
  it('counts a letter added, dropped or changed, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('walet', 'wallet', 2)).toBe(1);
    expect(editDistance('samsang', 'samsung', 2)).toBe(1);
    expect(editDistance('nokai', 'nokia', 2)).toBe(1);
    expect(editDistance('certfcate', 'certificate', 2)).toBe(2);
    expect(editDistance('wallet', 'wallet', 1)).toBe(0);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    // Stops counting past the limit.
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });

  it('allows one edit from four letters, two from eight', () => {
    expect([allowedEdits('sim'), allowedEdits('simu'), allowedEdits('walleet'), allowedEdits('passpoort')]).toEqual([0, 1, 1, 2]);
  });
});

describe('correcting search words against the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const finder = await createUser(t.app.ctx.db);
    await createItem(t.app.ctx.db, finder.user.id, { title: 'Brown leather wallet', description: 'Found at the stage.' });
  });
  afterAll(() => t.close());

  /** The app's database, counting the statements sent. */
  const counting = () => countingStatements(t.app.ctx.db);
  const known = () => false;

  it('asks nothing when every word is short, or a word of the Kiswahili list', async () => {
    const { db, counter } = counting();
    expect(await correctSearchWords(lookupsIn(db), ['id', 'a14', 'ya'], known)).toEqual(new Map());
    expect(await correctSearchWords(lookupsIn(db), ['simu'], (word) => word === 'simu')).toEqual(new Map());
    expect(counter.statements).toBe(0);
  });

  it('asks one indexed question when the words already match, and looks for no correction', async () => {
    const { db, counter } = counting();
    expect(await correctSearchWords(lookupsIn(db), ['brown', 'walle', 'leather'], known)).toEqual(new Map());
    expect(counter.statements).toBe(1);
  });

  it('looks up candidates only for the word that matches nothing', async () => {
    const { db, counter } = counting();
    expect(await correctSearchWords(lookupsIn(db), ['brown', 'walet'], known)).toEqual(new Map([['walet', 'wallet']]));
    expect(counter.statements).toBe(2);
  });
});
