/** POST /api/documents/lookup: was a document with this number found? (county and day only) */
import { useMutation } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { documentLookupResponse } from '@okota/shared/contracts/documents.contract';
import { apiPost } from '../../../lib/api';

export function useDocumentLookup() {
  return useMutation({ mutationFn: (number: string) => apiPost<WireOf<typeof documentLookupResponse>>('/api/documents/lookup', { number }) });
}
