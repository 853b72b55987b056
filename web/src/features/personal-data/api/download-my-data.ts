/**
 * The person's data as a file the browser saves: the JSON document, or (format 'html') the same
 * data as one printable page, opened from the downloads and printed or kept as PDF there. The
 * file is taken as the server wrote it, with its name (callFile), not parsed into objects.
 */
import { useMutation } from '@tanstack/react-query';
import * as personalDataApi from '@okota/shared/contracts/personal-data.api';
import { callFile } from '../../../lib/api-client';

export type ExportFormat = 'json' | 'html';

export async function downloadMyData({ language, format = 'json' }: { language: string; format?: ExportFormat }): Promise<void> {
  const { blob, fileName } = await callFile(personalDataApi.exportMyData, { query: { language: language === 'sw' ? 'sw' : 'en', format } });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? `okota-my-data.${format}` });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
