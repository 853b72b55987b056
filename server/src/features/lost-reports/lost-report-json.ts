/** A report as its owner (or an admin) sees it. */
import { reportStateOf } from '../../db/lost-report-state';
import type { ReportRecord } from './lost-reports.repository';
import type { ReportJson } from '@okota/shared/contracts/lost-reports.contract';

export function toReportJson(record: ReportRecord, now = new Date()): ReportJson {
  return {
    id: record.id,
    title: record.title,
    categoryId: record.categoryId,
    categoryName: record.categoryName,
    description: record.description,
    photoUrl: record.photoKey ? `/api/lost-reports/${record.id}/photo` : null,
    county: record.county,
    nearLocation: record.nearLocation,
    dateLost: record.dateLost,
    notifyInApp: record.notifyInApp,
    notifyEmail: record.notifyEmail,
    notifyPush: record.notifyPush,
    status: reportStateOf(record, now),
    expiresAt: record.expiresAt.toISOString(),
    reminderSentAt: record.reminderSentAt?.toISOString() ?? null,
    matchCount: record.matchCount,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
