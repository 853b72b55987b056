import { useMutation } from '@tanstack/react-query';
import type { LostReportFields } from '@okota/shared/schemas/lost-report.schema';
import { api } from '../../../lib/api';
import { refreshLostReports } from './keys';
import type { LostReport } from './types';

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
  const url = reportId ? `/api/lost-reports/${reportId}` : '/api/lost-reports';
  const method = reportId ? 'PUT' : 'POST';
  // A blank document number is left out: on an edit, the one on file stays (it is never sent back to the form).
  const body = { ...fields, documentNumber: fields.documentNumber || undefined, ...(reportId ? { removePhoto: !!removePhoto } : {}) };
  if (!photo) return api<LostReport>(url, { method, body });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(name, String(value));
  form.append('photo', photo, 'photo.jpg');
  return api<LostReport>(url, { method, body: form });
}

export const useSaveLostReport = () => useMutation({ mutationFn: saveLostReport, onSuccess: refreshLostReports });
