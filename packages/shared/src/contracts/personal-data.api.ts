/**
 * The person's rights over their data: download it, close the account (one object per route,
 * docs/decisions/0274; import as a namespace).
 */
import { defineRoute } from './route';

const personalData = {
  tag: 'personal-data',
  load: () => import('./personal-data.contract'),
  access: 'user',
} as const;

export const exportMyData = defineRoute({
  ...personalData,
  method: 'GET',
  path: '/api/me/export',
  summary:
    "Everything held about the caller as one JSON document, or with format=html as one printable page (at most 3 a day together); words in the caller's language, never a token or another person's contact",
  schema: (s) => ({ query: s.exportQuery, response: s.exportDocument }),
});

export const deleteMyAccount = defineRoute({
  ...personalData,
  method: 'DELETE',
  path: '/api/me',
  summary: "Close the caller's account: sessions end, personal data is erased, payments stay for the books without it; 409 while money is in flight",
  schema: (s) => ({ body: s.deleteAccountBody, response: s.deleteAccountResponse, errors: { 409: s.conflictResponse } }),
});
