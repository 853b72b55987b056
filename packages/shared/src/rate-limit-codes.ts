/**
 * The error codes that say "too many, wait and try again" (status 429 in ./error-codes.ts), as a
 * list of their own: the web tells a limit by its code, not the HTTP status (docs/decisions/0274),
 * and the whole code table stays out of the first screen. rate-limit-codes.test.ts keeps the two equal.
 */
export const RATE_LIMIT_CODES: readonly string[] = [
  'TOO_MANY_REQUESTS',
  'SMS_CODES_LIMITED',
  'PHOTO_UPLOADS_LIMITED',
  'CLAIM_LIMIT_REACHED',
  'ORG_APPLY_LIMIT',
  'ORG_INVITE_LIMIT',
  'COLLECTION_CODE_LOCKED',
  'IMPORT_LIMIT',
];
