import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, readLocal } from '../../../lib/storage';
import { ApiError } from '../../../lib/api';

/**
 * The proof photo route checks the token, which an <img src> or a new tab cannot send: the file
 * is fetched with the token and shown from an object URL. (lib/api parses JSON; this is a file.)
 */
export async function getProofFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readLocal(STORAGE_KEYS.token);
  const response = await fetch(url, { headers: token ? { 'x-auth-token': token } : {}, credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, { message: response.statusText });
  return response.blob();
}

export function useProofFile(url: string | null) {
  return useQuery({
    queryKey: ['claims', 'proof', url],
    queryFn: ({ signal }) => getProofFile(url!, signal),
    enabled: !!url,
    staleTime: Infinity,
  });
}
