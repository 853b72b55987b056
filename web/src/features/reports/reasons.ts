/**
 * The common reasons a user can pick. The text sent to the server stays in English whatever
 * the reporter's language, so every admin reads the same words in /admin/reports.
 */
import { SCAM_REPORT_REASON, type REPORT_TARGET_TYPES } from '@okota/shared/schemas/admin.schema';

export const REPORT_REASON_TEXT = {
  spam: 'Not a found item / spam',
  /** A trusted reporter's choice of this one hides the listing at once, pending review. */
  money: SCAM_REPORT_REASON,
  offensive: 'Offensive content',
  fake: 'Fake account or impersonation',
  other: 'Other',
} as const;

export type ReportReasonCode = keyof typeof REPORT_REASON_TEXT;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REASONS_FOR: Record<ReportTargetType, ReportReasonCode[]> = {
  item: ['spam', 'money', 'offensive', 'other'],
  user: ['money', 'offensive', 'fake', 'other'],
};

export const DETAILS_MAX = 500;
/** 'Other' says nothing by itself: the details must. */
export const OTHER_DETAILS_MIN = 10;

export function composeReason(code: ReportReasonCode, details: string): string {
  const text = details.trim();
  if (code === 'other') return text;
  return text ? `${REPORT_REASON_TEXT[code]}: ${text}` : REPORT_REASON_TEXT[code];
}
