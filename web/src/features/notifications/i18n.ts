import { registerTranslations } from '../../i18n';

export const NOTIFICATIONS_NS = 'notifications';

const en = {
  title: 'Notifications',
  clearAll: 'Clear all',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  unread: 'Unread',
  loadFailed: 'Could not load notifications.',
  push: {
    title: 'Push Notifications',
    description: 'Get alerts on this device for new messages, claims and payments, even when Okota is closed.',
    unsupported: 'Push notifications are not supported in this browser',
    unsupportedHint: 'Try Chrome or Firefox on Android, or add Okota to your home screen, to get alerts on this device.',
    switchLabel: 'Push notifications on this device',
    on: 'On',
    off: 'Off',
    enable: 'Enable Notifications',
    disable: 'Disable Notifications',
    working: 'Please wait...',
    youWillReceive: "You'll be notified about:",
    kinds: { messages: 'New Messages', claims: 'Item Claims', verification: 'Verification Updates', payments: 'Payment Confirmations' },
    blocked: 'Notifications are blocked for Okota in your browser settings.',
    enabled: 'Notifications Enabled',
    enabledBody: "You'll now receive alerts on this device.",
    disabled: 'Notifications Disabled',
    disabledBody: "You won't receive alerts on this device.",
    denied: 'Permission Denied',
    deniedBody: 'Please enable notifications in your browser settings to receive updates',
    failed: 'Subscription Failed',
    failedBody: 'Unable to enable notifications. Please try again.',
    error: 'Error',
    disableFailed: 'Failed to disable notifications',
  },
};

const sw: typeof en = {
  title: 'Arifa',
  clearAll: 'Futa zote',
  markAllRead: 'Soma zote',
  empty: 'Bado hakuna arifa',
  bell: 'Arifa',
  bellUnread_one: 'Arifa, {{count}} haijasomwa',
  bellUnread_other: 'Arifa, {{count}} hazijasomwa',
  unread: 'Haijasomwa',
  loadFailed: 'Imeshindikana kupakia arifa.',
  push: {
    title: 'Arifa za Simu',
    description: 'Pata arifa kwenye kifaa hiki kuhusu ujumbe mpya, madai na malipo, hata Okota ikiwa imefungwa.',
    unsupported: 'Arifa za simu hazitumiki kwenye kivinjari hiki',
    unsupportedHint: 'Jaribu Chrome au Firefox kwenye Android, au ongeza Okota kwenye skrini yako ya mwanzo, ili upate arifa kwenye kifaa hiki.',
    switchLabel: 'Arifa za simu kwenye kifaa hiki',
    on: 'Zimewashwa',
    off: 'Zimezimwa',
    enable: 'Washa Arifa',
    disable: 'Zima Arifa',
    working: 'Tafadhali subiri...',
    youWillReceive: 'Utaarifiwa kuhusu:',
    kinds: { messages: 'Ujumbe Mpya', claims: 'Madai ya Vitu', verification: 'Taarifa za Uthibitisho', payments: 'Uthibitisho wa Malipo' },
    blocked: 'Arifa za Okota zimezuiwa kwenye mipangilio ya kivinjari chako.',
    enabled: 'Arifa Zimewashwa',
    enabledBody: 'Sasa utapokea arifa kwenye kifaa hiki.',
    disabled: 'Arifa Zimezimwa',
    disabledBody: 'Hutapokea arifa kwenye kifaa hiki.',
    denied: 'Ruhusa Imekataliwa',
    deniedBody: 'Tafadhali ruhusu arifa kwenye mipangilio ya kivinjari chako ili upate taarifa',
    failed: 'Usajili Umeshindikana',
    failedBody: 'Imeshindikana kuwasha arifa. Tafadhali jaribu tena.',
    error: 'Hitilafu',
    disableFailed: 'Imeshindikana kuzima arifa',
  },
};

registerTranslations(NOTIFICATIONS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    notifications: typeof en;
  }
}
