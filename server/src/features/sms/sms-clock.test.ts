import { describe, expect, it } from 'vitest';
import { alertSendTime, nairobiDayBounds, nairobiHour } from './sms-clock';

const eat = (local: string) => new Date(`${local}+03:00`);

describe('quiet hours (21:00–07:00 EAT)', () => {
  it('lets an alert go at once during the day', () => {
    for (const local of ['2026-03-04T07:00:00', '2026-03-04T12:30:00', '2026-03-04T20:59:59']) {
      expect(alertSendTime(eat(local)).toISOString(), local).toBe(eat(local).toISOString());
    }
  });

  it('holds an alert from 21:00 until 07:00 the next morning, and one after midnight until 07:00 that day', () => {
    expect(alertSendTime(eat('2026-03-04T21:00:00')).toISOString()).toBe(eat('2026-03-05T07:00:00').toISOString());
    expect(alertSendTime(eat('2026-03-04T23:59:00')).toISOString()).toBe(eat('2026-03-05T07:00:00').toISOString());
    expect(alertSendTime(eat('2026-03-05T00:10:00')).toISOString()).toBe(eat('2026-03-05T07:00:00').toISOString());
    expect(alertSendTime(eat('2026-03-05T06:59:59')).toISOString()).toBe(eat('2026-03-05T07:00:00').toISOString());
    // The last day of a month rolls over.
    expect(alertSendTime(eat('2026-02-28T22:00:00')).toISOString()).toBe(eat('2026-03-01T07:00:00').toISOString());
  });

  it('reads hours and days in EAT, not UTC', () => {
    expect(nairobiHour(new Date('2026-03-04T18:30:00Z'))).toBe(21);
    const day = nairobiDayBounds(new Date('2026-03-04T22:00:00Z'));
    expect(day.start.toISOString()).toBe(eat('2026-03-05T00:00:00').toISOString());
    expect(day.end.toISOString()).toBe(eat('2026-03-06T00:00:00').toISOString());
  });
});
