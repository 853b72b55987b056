import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createItem, createUser } from '../../../../test/factories';
import { countingStatements } from '../items.test-support';
import { keptLookupsIn, WORDS_LOOKED_UP } from './search-lookups';

describe('the lookups a search asks first, kept while the catalogue stays the same', () => {
  let t: TestApp;
  let finderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    finderId = (await createUser(t.app.ctx.db)).user.id;
    await createItem(t.app.ctx.db, finderId, { title: 'Brown leather wallet', description: 'Found at the stage.' });
  });
  afterAll(() => t.close());

  /** The app's database, counting the statements sent. */
  const counting = () => countingStatements(t.app.ctx.db);

  it('asks each word once, asks the words not kept together, and asks again once the catalogue changed', async () => {
    const { db, counter } = counting();
    const lookups = keptLookupsIn(db, t.app.ctx.catalogue);
    const words = async (prefixes: string[]) =>
      Object.fromEntries([...(await lookups.wordsStarting(prefixes, WORDS_LOOKED_UP))].map(([prefix, list]) => [prefix, list.map((w) => w.word)]));

    expect(await words(['wal', 'zebr'])).toEqual({ wal: ['wallet'], zebr: [] });
    expect(counter.statements).toBe(1);
    // Both kept (a word that starts nothing too); only the new one is asked.
    expect(await words(['wal', 'zebr', 'brow'])).toEqual({ wal: ['wallet'], zebr: [], brow: ['brown'] });
    expect(counter.statements).toBe(2);
    expect(await words(['brow', 'wal'])).toEqual({ brow: ['brown'], wal: ['wallet'] });
    const weeks = await lookups.visibleWeeks();
    await lookups.visibleWeeks();
    expect(counter.statements).toBe(3);

    // A new listing moves the catalogue's number: what was kept is asked again and is current.
    await createItem(t.app.ctx.db, finderId, { title: 'Zebra print walkman', description: 'Found on the bus.' });
    t.app.ctx.catalogue.markWritten();
    expect(await words(['wal', 'zebr'])).toEqual({ wal: ['walkman', 'wallet'], zebr: ['zebra'] });
    expect(counter.statements).toBe(4);
    expect((await lookups.visibleWeeks())?.newestAt).toBeGreaterThanOrEqual(weeks!.newestAt);
    expect(counter.statements).toBe(5);
  });

  it('keeps the words a mistyped one may have meant, by where it looked', async () => {
    const { db, counter } = counting();
    const lookups = keptLookupsIn(db, t.app.ctx.catalogue);
    const ends = { lengths: [5, 6, 7], start: 'wa', end: 'et' };
    const first = await lookups.wordsByEnds(ends);
    expect(first.map((w) => w.word)).toContain('wallet');
    expect(await lookups.wordsByEnds({ ...ends })).toEqual(first);
    expect(counter.statements).toBe(1);
    expect((await lookups.wordsByEnds({ ...ends, start: 'br' })).map((w) => w.word)).not.toContain('walkman');
    expect(counter.statements).toBe(2);
  });
});
