import { describe, expect, it } from 'vitest';
import { formatNairobiDateTime, nairobiDay, nairobiDayStart } from './dates';

describe('East Africa Time days', () => {
  it('puts an instant on its Nairobi day, three hours ahead of UTC all year', () => {
    expect(nairobiDay(new Date('2026-03-04T20:59:59Z'))).toBe('2026-03-04');
    expect(nairobiDay(new Date('2026-03-04T21:00:00Z'))).toBe('2026-03-05');
    expect(nairobiDay(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
    expect(nairobiDayStart('2026-03-05').toISOString()).toBe('2026-03-04T21:00:00.000Z');
  });

  it('writes a date and time for people, in English or Kiswahili', () => {
    expect(formatNairobiDateTime(new Date('2026-03-04T21:30:00Z'), 'en')).toBe('5 March 2026, 00:30 EAT');
    expect(formatNairobiDateTime(new Date('2026-03-04T21:30:00Z'), 'sw')).toBe('5 Machi 2026, 00:30 EAT');
  });
});
