/** POST /api/documents/lookup: was a document with this number found? (county and day only) */
import { useMutation } from '@tanstack/react-query';
import * as accountApi from '@okota/shared/contracts/account.api';
import { call } from '../../../lib/api-client';

export function useDocumentLookup() {
  return useMutation({ mutationFn: (number: string) => call(accountApi.lookUpDocument, { body: { number } }) });
}
