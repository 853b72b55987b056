/** Query keys of the admin area; all start with 'admin', so signing out drops them. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: ['admin', 'analytics'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  settings: ['admin', 'settings'] as const,
  paymentStats: ['admin', 'payment-stats'] as const,
  users: (filters: object) => ['admin', 'users', filters] as const,
  usersAll: ['admin', 'users'] as const,
  items: (filters: object) => ['admin', 'items', filters] as const,
  itemsAll: ['admin', 'items'] as const,
  categories: ['admin', 'categories'] as const,
  verifications: (filters: object) => ['admin', 'verifications', filters] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  reportsAll: ['admin', 'reports'] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  messages: (filters: object) => ['admin', 'messages', filters] as const,
  messagesAll: ['admin', 'messages'] as const,
  ledger: (filters: object) => ['admin', 'ledger', filters] as const,
  organisations: (status: string) => ['admin', 'organisations', status] as const,
  organisationsAll: ['admin', 'organisations'] as const,
};

/** Admin numbers are polled every 30 s (docs/product/admin-and-platform.md section 9). */
export const ADMIN_REFRESH_MS = 30_000;
