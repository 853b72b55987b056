/**
 * The signed-in navigation's bell (docs/product/user-flows.md "Notification dropdown"): unread badge ('9+'
 * above 9), the latest 10 with an unread dot, title and two lines of message, the local date and
 * time in EAT; a click marks the entry read and opens its item. It also keeps the real-time link
 * open while it is mounted, which is exactly while the user is signed in.
 */
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications, type AppNotification } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NOTIFICATIONS_NS } from '../i18n';
import { badgeText, notificationHref } from '../notification-link';
import { useRealtimeNotifications } from '../use-realtime-notifications';

const headerButton = 'min-h-11 rounded px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50';

export default function NotificationBell({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const clearAll = useClearNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  useRealtimeNotifications(userId);

  const notifications = data?.notifications ?? [];
  const unread = data?.unreadCount ?? 0;
  const badge = badgeText(unread);

  const openNotification = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const href = notificationHref(notification);
    setOpen(false);
    if (href) navigate(href);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        className="relative flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <BellIcon />
        {badge && (
          <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white">
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 pl-4 pr-2">
            <h2 className="font-semibold text-slate-900">{t('title')}</h2>
            {notifications.length > 0 && (
              <div className="flex items-center gap-1">
                {unread > 0 && (
                  <button type="button" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending} className={headerButton}>
                    {t('markAllRead')}
                  </button>
                )}
                <button type="button" onClick={() => clearAll.mutate()} disabled={clearAll.isPending} className={headerButton}>
                  {t('clearAll')}
                </button>
              </div>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto">
            {notifications.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500">{isError ? t('loadFailed') : t('empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <button
                      type="button"
                      onClick={() => openNotification(notification)}
                      className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 ${notification.isRead ? '' : 'bg-brand-50/60'}`}
                    >
                      <span aria-hidden className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${notification.isRead ? 'bg-transparent' : 'bg-brand-600'}`} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-semibold text-slate-900">
                          {notification.title}
                          {!notification.isRead && <span className="sr-only"> ({t('unread')})</span>}
                        </span>
                        <span className="mt-0.5 line-clamp-2 block break-words text-sm text-slate-600">{notification.message}</span>
                        <span className="mt-1 block text-xs text-slate-400">{formatDateTime(notification.createdAt, i18n.language)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
