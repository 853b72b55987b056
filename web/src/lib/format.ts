import { formatKsh } from '@okota/shared';

export { formatKsh };

const EAT = 'Africa/Nairobi';

/** A date and time in East Africa Time, in the user's language. */
export function formatDateTime(value: string | Date, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: EAT, dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(value: string | Date, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: EAT, dateStyle: 'medium' });
}

export function formatMonthYear(value: string | Date, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: EAT, month: 'long', year: 'numeric' });
}

/** '3 days ago'; null when the date is unreadable (callers show 'Recently'). */
export function formatRelative(value: string | Date, language: string, now = Date.now()): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const rtf = new Intl.RelativeTimeFormat(language === 'sw' ? 'sw' : 'en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}
