/** What the admin API answers, inferred from its contracts so no shape is written twice. */
import type { WireOf } from '@okota/shared/contracts/wire';
import type { ADMIN_USER_STATUSES, adminUsersAnswer } from '@okota/shared/contracts/admin.contract';
import type { adminCategoriesAnswer, adminItemsAnswer } from '@okota/shared/contracts/admin-items.contract';
import type { adminVerificationsAnswer, auditAnswer, contactMessagesAnswer } from '@okota/shared/contracts/admin-lists.contract';
import type { analyticsAnswer, dashboardAnswer, paymentStatsAnswer, settingsAnswer, siteStatsAnswer } from '@okota/shared/contracts/admin-overview.contract';
import type { adminReportsResponse } from '@okota/shared/contracts/reports.contract';
import type { adminSmsAnswer } from '@okota/shared/contracts/sms.contract';
import type { adminOrganisationsResponse } from '@okota/shared/contracts/organisations.contract';

export type UserStatus = (typeof ADMIN_USER_STATUSES)[number];
export type UsersPage = WireOf<typeof adminUsersAnswer>;
export type AdminUser = UsersPage['users'][number];

export type ItemsPage = WireOf<typeof adminItemsAnswer>;
export type AdminItem = ItemsPage['items'][number];
export type AdminCategory = WireOf<typeof adminCategoriesAnswer>[number];

export type PaymentStats = WireOf<typeof paymentStatsAnswer>;
export type SiteStats = WireOf<typeof siteStatsAnswer>;
export type Analytics = WireOf<typeof analyticsAnswer>;
export type Dashboard = WireOf<typeof dashboardAnswer>;
export type ActivityEntry = Dashboard['recentActivity'][number];
export type Setting = WireOf<typeof settingsAnswer>[number];

export type VerificationsPage = WireOf<typeof adminVerificationsAnswer>;
export type AdminVerification = VerificationsPage['verifications'][number];
export type ReportsPage = WireOf<typeof adminReportsResponse>;
export type AdminReport = ReportsPage['reports'][number];
export type AuditPage = WireOf<typeof auditAnswer>;
export type AuditEntry = AuditPage['entries'][number];
export type ContactMessagesPage = WireOf<typeof contactMessagesAnswer>;
export type ContactMessage = ContactMessagesPage['messages'][number];

export type SmsPage = WireOf<typeof adminSmsAnswer>;
export type SmsStats = SmsPage['stats'];
export type AdminSms = SmsPage['messages'][number];

export type AdminOrganisationsAnswer = WireOf<typeof adminOrganisationsResponse>;
export type AdminOrganisation = AdminOrganisationsAnswer['organisations'][number];
