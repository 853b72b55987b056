import type { NotificationLanguage } from './notification-kinds';

/** A day as people in Kenya read it, in East Africa Time: "12 March 2026" / "12 Machi 2026". */
export function formatNotificationDate(iso: string, language: NotificationLanguage): string {
  return new Date(iso).toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-KE', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
