/** What the admin API answers (server/src/features/admin/*.routes.ts). */
import type { ClaimStatus, ItemStatus, UserRole } from '@okota/shared/constants';
import type { SmsStats } from './sms';

export type UserStatus = 'active' | 'suspended' | 'pending';

export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: UserRole;
  status: UserStatus;
  suspended: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  emailVerified: boolean;
  /** Proved by an SMS code: payouts go only to a verified number. */
  phoneVerified: boolean;
  profileImageUrl: string | null;
  createdAt: string;
  itemsPosted: number;
  itemsClaimed: number;
  totalEarnings: number;
}

export interface AdminItem {
  id: number;
  title: string;
  description: string;
  location: string;
  finderName: string;
  createdAt: string;
  status: ItemStatus;
  imageUrls: string[];
  isHidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  removalReason: string | null;
  removedAt: string | null;
}

export interface AdminCategory {
  id: number;
  name: string;
  icon: string;
  description: string | null;
  itemCount: number;
}

export interface PaymentStats {
  totalPayments: number;
  platformRevenue: number;
  finderPayments: number;
  successRate: number;
  totalCollected: number;
}

export interface SiteStats {
  totalUsers: number;
  totalItems: number;
  activeItems: number;
  claimedItems: number;
  successRate: number;
}

export interface Analytics {
  totals: Record<'totalPageViews' | 'totalUniqueVisitors' | 'totalSearchQueries' | 'totalItemViews'
    | 'totalNewRegistrations' | 'totalItemsPosted' | 'totalItemsClaimed' | 'totalPaymentsCompleted', number>;
  dailyData: Array<{ date: string; pageViews: number; uniqueVisitors: number; searchQueries: number; itemViews: number }>;
}

export interface ActivityEntry {
  id: string;
  type: 'user' | 'item' | 'claim' | 'payment' | 'report';
  description: string;
  subject: string;
  timestamp: string;
}

export interface Dashboard {
  totalUsers: number;
  activeUsers: number;
  totalItems: number;
  claimedItems: number;
  platformRevenue: number;
  totalPayments: number;
  successRate: number;
  pendingVerifications: number;
  pendingUsers: number;
  openReports: number;
  unreadMessages: number;
  recentActivity: ActivityEntry[];
  series: Array<{ date: string; posts: number; claims: number; payments: number }>;
  /** SMS of the last 7 EAT days (issue 16). */
  sms: SmsStats;
}

export interface AdminVerification {
  id: number;
  itemId: number;
  itemTitle: string;
  finderName: string;
  claimerName: string;
  claimerEmail: string;
  status: ClaimStatus;
  answers: string[];
  additionalDetails: string;
  finderNotes: string | null;
  hasProofPhoto: boolean;
  paymentStatus: string | null;
  createdAt: string;
}

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

export interface AdminReport {
  id: number;
  targetType: 'item' | 'user';
  targetId: string;
  targetLabel: string | null;
  targetState: string | null;
  reason: string;
  status: ReportStatus;
  resolution: string | null;
  resolvedAt: string | null;
  resolvedByName: string | null;
  reporterName: string;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}
