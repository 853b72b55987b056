/**
 * Days and times in East Africa Time (UTC+3 all year, no daylight saving), the only clock people
 * in Kenya read: receipts, the ledger's daily totals and its date filters use these.
 */
import { todayInNairobi } from './schemas/item.schema';

export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';

/** The EAT day (YYYY-MM-DD) an instant falls on. */
export function nairobiDay(date: Date): string {
  return todayInNairobi(date);
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
