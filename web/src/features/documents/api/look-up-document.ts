/** POST /api/documents/lookup: was a document with this number found? (county and day only) */
import { useMutation } from '@tanstack/react-query';
import type { DocumentLookupAnswer } from '@okota/shared/schemas/document.schema';
import { apiPost } from '../../../lib/api';

export function useDocumentLookup() {
  return useMutation({ mutationFn: (number: string) => apiPost<DocumentLookupAnswer>('/api/documents/lookup', { number }) });
}
