import { describe, expect, it } from 'vitest';
import { daysSinceNairobiDay, formatDaysAgo, formatNairobiDay } from './dates';

// An item found on 10 March 2026 (an EAT day), read at instants around the EAT midnights.
const FOUND = '2026-03-10';
const at = (iso: string) => new Date(iso);

describe('a date-only value counted in EAT days', () => {
  it('is today all through its EAT day, from 00:01 to 23:59 EAT', () => {
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-09T21:01:00Z'))).toBe('today'); // 00:01 EAT
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-09T23:00:00Z'))).toBe('today'); // 02:00 EAT, still 9 March in UTC
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-10T20:59:00Z'))).toBe('today'); // 23:59 EAT
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-09T21:01:00Z'))).toBe('leo');
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-09T23:00:00Z'))).toBe('leo');
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-10T20:59:00Z'))).toBe('leo');
  });

  it('becomes yesterday at 00:00 EAT, not at midnight UTC', () => {
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-10T21:01:00Z'))).toBe('yesterday'); // 00:01 EAT on the 11th
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-10T23:00:00Z'))).toBe('yesterday'); // 02:00 EAT, UTC still the 10th
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-10T21:01:00Z'))).toBe('jana');
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-11T20:59:00Z'))).toBe('jana'); // 23:59 EAT on the 11th
  });

  it('counts days for a week, then gives the date', () => {
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-12T23:00:00Z'))).toBe('3 days ago'); // 02:00 EAT on the 13th
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-12T23:00:00Z'))).toBe('siku 3 zilizopita');
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-16T20:59:00Z'))).toBe('6 days ago');
    expect(formatDaysAgo(FOUND, 'en', at('2026-03-16T21:01:00Z'))).toBe('on 10 March 2026');
    expect(formatDaysAgo(FOUND, 'sw', at('2026-03-16T21:01:00Z'))).toBe('tarehe 10 Machi 2026');
  });

  it('never says "in 2 hours": a day ahead of the clock reads as today', () => {
    expect(formatDaysAgo('2026-03-11', 'en', at('2026-03-10T20:00:00Z'))).toBe('today');
  });

  it('accepts an ISO string and refuses junk', () => {
    expect(daysSinceNairobiDay('2026-03-10T00:00:00.000Z', at('2026-03-11T08:00:00Z'))).toBe(1);
    expect(formatDaysAgo('not a date', 'en')).toBeNull();
    expect(formatNairobiDay('2026-03-10', 'sw')).toBe('10 Machi 2026');
    expect(formatNairobiDay('', 'en')).toBe('');
  });
});
