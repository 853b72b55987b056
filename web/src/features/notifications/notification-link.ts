import { ROUTES } from '@okota/shared/routes';

/** Where a notification leads: its item, with the conversation open for messages; the profile to verify the phone. */
export function notificationHref(notification: { itemId: number | null; type: string }): string | null {
  if (notification.type === 'verify_phone') return ROUTES.verifyPhone;
  if (!notification.itemId) return null;
  return `${ROUTES.item(notification.itemId)}${notification.type === 'message' ? '?expand=messages' : ''}`;
}

/** The bell's badge: the unread count, '9+' above 9, nothing at 0. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
