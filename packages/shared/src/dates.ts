/**
 * Days and times in East Africa Time (UTC+3 all year, no daylight saving), the only clock people
 * in Kenya read: receipts, the ledger's daily totals and its date filters use these.
 */

export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';

/**
 * The EAT day (YYYY-MM-DD) an instant falls on. The same sum as the item schema's todayInNairobi,
 * written here rather than imported so that a page which only shows days (the landing page) does
 * not load zod with the schema: 25 KB gzip of its 100 KB budget.
 */
export function nairobiDay(date: Date): string {
  return new Date(date.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Whether 'YYYY-MM-DD' (or 'YYYY-MM-DDTHH:MM:SS') names a day, or a moment, that exists, in years
 * 1 to 9999: '2026-02-30', month 13 or hour 25 have the right shape and would reach the database's
 * date columns as a value it cannot read. JavaScript rolls 30 February over to 2 March, so the
 * text must come back unchanged.
 */
export function isRealDay(text: string): boolean {
  const at = new Date(text.length === 10 ? `${text}T00:00:00Z` : `${text}Z`);
  return !Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 1 && at.toISOString().slice(0, text.length) === text;
}

/** The instant an EAT day (YYYY-MM-DD) starts. */
export function nairobiDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** '4 March 2026, 14:05 EAT' (or '4 Machi 2026, 14:05 EAT'). */
export function formatNairobiDateTime(date: Date, language: 'en' | 'sw'): string {
  const day = date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: NAIROBI_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
  const time = date.toLocaleTimeString('en-GB', { timeZone: NAIROBI_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day}, ${time} EAT`;
}

/**
 * A date-only value (an item's dateFound, a report's dateLost) is a day in EAT, never an instant:
 * read as midnight UTC it became "19 hours ago" in the evening and "in 2 hours" before 03:00 EAT.
 * So it is counted in whole EAT days against today's EAT day, whatever the device's time zone.
 */
const DAY_MS = 86_400_000;
const WEEK_IN_DAYS = 7;

/** Whole EAT days from `day` (YYYY-MM-DD, or an ISO string starting with one) to `now`'s EAT day; null when unreadable. */
export function daysSinceNairobiDay(day: string, now: Date = new Date()): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(day);
  if (!match) return null;
  const then = Date.parse(`${match[1]}T00:00:00Z`);
  if (Number.isNaN(then)) return null;
  return Math.round((Date.parse(`${nairobiDay(now)}T00:00:00Z`) - then) / DAY_MS);
}

/** '4 March 2026' / '4 Machi 2026': the day itself, with no time and no zone to shift it. */
export function formatNairobiDay(day: string, language: 'en' | 'sw' | string): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(day);
  if (!match) return '';
  // Noon EAT is the same calendar day in every zone the formatter could be told about.
  const noon = new Date(`${match[1]}T12:00:00+03:00`);
  if (Number.isNaN(noon.getTime())) return '';
  return noon.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: NAIROBI_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * How long ago an EAT day was, to follow "Found" / "Kiliokotwa": 'today', 'yesterday', '3 days ago',
 * then 'on 4 March 2026' (sw: 'leo', 'jana', 'siku 3 zilizopita', 'tarehe 4 Machi 2026'). A day
 * after today (a device clock running slow) reads as today. Null when the value is unreadable.
 */
export function formatDaysAgo(day: string, language: 'en' | 'sw' | string, now: Date = new Date()): string | null {
  const days = daysSinceNairobiDay(day, now);
  if (days === null) return null;
  const sw = language === 'sw';
  if (days <= 0) return sw ? 'leo' : 'today';
  if (days === 1) return sw ? 'jana' : 'yesterday';
  if (days < WEEK_IN_DAYS) return sw ? `siku ${days} zilizopita` : `${days} days ago`;
  return `${sw ? 'tarehe' : 'on'} ${formatNairobiDay(day, language)}`;
}
