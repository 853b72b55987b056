import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_STATUSES } from '@okota/shared';
import { installBrowserGlobals } from '../../../test-support/browser-globals';

installBrowserGlobals({ document: true });

const ledger = await import('./ledger');
const { translate, setLanguage } = await import('../../../i18n');
const { ADMIN_NS } = await import('../i18n');
const { downloadLedgerCsv } = await import('../api/download-ledger-csv');

const books = { moneyIn: 450, refunds: 150, payoutsSent: 100, payoutsHeld: 100, platformRevenue: 100, balanced: true };

describe("the ledger screen's rules", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the filters that are set', () => {
    expect(ledger.ledgerQuery(ledger.NO_FILTERS)).toEqual({ kind: undefined, state: undefined, from: undefined, to: undefined });
    expect(ledger.ledgerQuery({ kind: 'refund', state: '', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      kind: 'refund',
      state: undefined,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(ledger.isRangeReversed({ ...ledger.NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(ledger.isRangeReversed({ ...ledger.NO_FILTERS, from: '2026-03-02' })).toBe(false);
  });

  it('counts quick ranges in East Africa Time: at 01:30 EAT on 1 April it is April there, not 31 March', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(ledger.presetRange('today', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(ledger.presetRange('last7', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(ledger.presetRange('thisMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(ledger.presetRange('all', now)).toEqual({ from: '', to: '' });
  });

  it('marks the books balanced only when the figures shown add up too, and says by how much they do not', () => {
    expect(ledger.booksDifference(books)).toBe(0);
    expect(ledger.isBalanced(books)).toBe(true);
    // The server says balanced but a figure disagrees: the screen does not print "balanced".
    expect(ledger.isBalanced({ ...books, payoutsHeld: 80 })).toBe(false);
    expect(ledger.booksDifference({ ...books, payoutsHeld: 80 })).toBe(20);
    expect(ledger.isBalanced({ ...books, balanced: false })).toBe(false);
    expect(ledger.formatAmount(1500)).toBe('KSh 1,500');
    expect(ledger.formatAmount(-20)).toBe('-KSh 20');
  });

  it("writes moments and days in East Africa Time whatever the device's zone", () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(ledger.formatLedgerTime('2026-03-04T21:30:00.000Z', 'en')).toBe('5 March 2026, 00:30 EAT');
    expect(ledger.formatLedgerTime('2026-03-04T21:30:00.000Z', 'sw')).toMatch(/^5 Machi 2026, 00:30 EAT$/);
    expect(ledger.formatLedgerDay('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(ledger.formatLedgerTime('not a date', 'en')).toBe('');
    vi.unstubAllEnvs();
  });

  it('has words for every kind and state in English and Kiswahili, including every payment status', () => {
    expect(ledger.LEDGER_STATES).toEqual(expect.arrayContaining([...PAYMENT_STATUSES]));
    for (const language of ['en', 'sw'] as const) {
      setLanguage(language);
      for (const kind of ledger.LEDGER_KINDS) expect(translate(`ledger.kinds.${kind}`, {}, ADMIN_NS)).not.toMatch(/^ledger\./);
      for (const state of ledger.LEDGER_STATES) expect(translate(`ledger.states.${state}`, {}, ADMIN_NS)).not.toMatch(/^ledger\./);
      expect(translate('ledger.books.unbalanced', { amount: 'KSh 20' }, ADMIN_NS)).toContain('KSh 20');
    }
    setLanguage('sw');
    expect(translate('ledger.books.balanced', {}, ADMIN_NS)).toBe('Hesabu zinalingana');
    setLanguage('en');
  });

  it("downloads the CSV of the filters on screen under the server's name", async () => {
    const saved: Array<{ download: string }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('date_eat\r\n', { headers: { 'content-disposition': 'attachment; filename="okota-ledger-2026-03-01-to-today.csv"' } })),
    );
    vi.stubGlobal('document', {
      documentElement: {},
      createElement: () => {
        const link = { click: () => saved.push(link), remove: () => {}, style: {}, download: '' };
        return link;
      },
      body: { append: () => {} },
    });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const name = await downloadLedgerCsv({ kind: 'refund', state: '', from: '2026-03-01', to: '' });
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/admin/ledger.csv?kind=refund&from=2026-03-01');
    expect(name).toBe('okota-ledger-2026-03-01-to-today.csv');
    expect(saved.map((link) => link.download)).toEqual([name]);
  });
});
