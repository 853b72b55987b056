import type { LostReportStatus } from '@okota/shared/schemas/lost-report.schema';

export interface LostReport {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string | null;
  description: string;
  photoUrl: string | null;
  county: string;
  nearLocation: string | null;
  dateLost: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
  notifyPush: boolean;
  status: LostReportStatus;
  expiresAt: string;
  reminderSentAt: string | null;
  matchCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ReportMatch {
  itemId: number;
  score: number;
  matchedAt: string;
  item: {
    id: number;
    title: string;
    categoryName: string | null;
    location: string;
    nearLocation: string | null;
    dateFound: string;
    status: string;
    thumbnail: string | null;
  };
}
