import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS, readLocal } from '../../../lib/storage';
import { lostReportKeys } from './keys';

/**
 * Report photos are private: an <img> cannot send the token header, so the photo is fetched
 * with it and shown from an object URL.
 */
async function fetchPhoto(url: string): Promise<string> {
  const token = readLocal(STORAGE_KEYS.token);
  const response = await fetch(url, { headers: token ? { 'x-auth-token': token } : {} });
  if (!response.ok) throw new Error(`${response.status}: photo`);
  return URL.createObjectURL(await response.blob());
}

export function useReportPhoto(report: { id: number; photoUrl: string | null; updatedAt: string }, size: 'thumb' | 'full' = 'thumb') {
  const query = useQuery({
    queryKey: [...lostReportKeys.photo(report.id, report.updatedAt), size],
    queryFn: () => fetchPhoto(`${report.photoUrl}?size=${size}`),
    enabled: !!report.photoUrl,
    gcTime: 0,
  });
  const objectUrl = query.data;
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return report.photoUrl ? objectUrl : undefined;
}
