import { useMutation } from '@tanstack/react-query';
import type { LostReportFields } from '@okota/shared/schemas/lost-report.schema';
import { refreshLostReports } from './keys';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import type { RouteInput } from '@okota/shared/contracts/route';
import { call } from '../../../lib/api-client';

/** The form's fields as the server reads them (it validates them; the form built them from the same schema). */
type ReportBody = RouteInput<typeof lostReportsApi.update>['body'];

export interface SaveReportInput {
  /** Absent: a new report. */
  reportId?: number;
  fields: LostReportFields;
  /** A new photo; null with removePhoto drops the old one. */
  photo?: Blob | null;
  removePhoto?: boolean;
}

/** JSON, or multipart when a photo goes with it. */
export function saveLostReport({ reportId, fields, photo, removePhoto }: SaveReportInput) {
  // A blank document number is left out: on an edit, the one on file stays (it is never sent back to the form).
  const body = { ...fields, documentNumber: fields.documentNumber || undefined, ...(reportId ? { removePhoto: !!removePhoto } : {}) };
  const form = photo ? new FormData() : undefined;
  if (form && photo) {
    for (const [name, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(name, String(value));
    form.append('photo', photo, 'photo.jpg');
  }
  return reportId
    ? call(lostReportsApi.update, { params: { id: reportId }, body: body as ReportBody }, { form })
    : call(lostReportsApi.create, { body: body as ReportBody }, { form });
}

export const useSaveLostReport = () => useMutation({ mutationFn: saveLostReport, onSuccess: refreshLostReports });
