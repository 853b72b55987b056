/**
 * What a desk does with the items its organisation holds (issue 28, docs/decisions/0240, 0242,
 * 0261): intake and CSV imports, drop-offs, collections by code, its held items and the claims on
 * them, and the owner's view of a collection. Exported through organisations.contract.ts.
 *
 * Routes:
 *   POST /api/organisations/{id}/items                     (desk/manager, verified org) the item form + intake fields → { item }
 *        (POST /api/items with organisationId does the same)
 *   POST /api/organisations/{id}/imports?commit=0|1        (desk/manager) text/csv or { csv } → importResult
 *   GET  /api/items/{id}/collection                        (the owner whose claim holds the code) → ownerCollection
 *   POST /api/organisations/{id}/drop-offs                 (desk/manager, org accepts drop-offs) { itemId } → { item }
 *   POST /api/organisations/{id}/collections               (desk/manager) { code } → { item, claimId }
 *   GET  /api/organisations/{id}/held                      (desk/manager) → { items: heldItemRow[] }
 *   GET  /api/organisations/{id}/claims                    (desk/manager, verified org) → { claims: deskClaim[] }
 */
import { z } from 'zod';
import { MESSAGE_KEY_LIST } from '../messages';
import { claimDetail } from './claims.contract';
import { errorResponse } from './error.contract';
import { dbId } from './ids';

/** An owner's collection code: its digits, wrong tries before it locks, and for how long (docs/decisions/0242). */
export const COLLECTION_CODE_LENGTH = 6;
export const COLLECTION_CODE_MAX_TRIES = 5;
export const COLLECTION_CODE_LOCK_MS = 60 * 60 * 1000;

export const collectionBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit collection code'),
  /** The item the owner came for, if the desk knows it: wrong codes then count against that item's code (docs/decisions/0242). */
  itemId: dbId.optional(),
});
export const dropOffBody = z.object({ itemId: dbId });
/** POST /api/organisations/{id}/collections: the item handed over, its claim, and who the finder's share goes to. */
export const collectionAnswer = z.object({
  item: z.object({ id: z.number(), title: z.string(), status: z.string(), completedAt: z.string().nullable() }),
  claimId: z.number(),
  payout: z.enum(['finder', 'organisation', 'none']).describe('finder: B2C to the finder; organisation: to its payout number; none: platform fee only'),
});
/** POST /api/organisations/{id}/drop-offs: the item now in the organisation's custody. */
export const dropOffAnswer = z.object({
  item: z.object({ id: z.number(), title: z.string(), status: z.string(), custody: z.literal('dropped_off'), heldUntil: z.string() }),
});

/**
 * Per CSV row: its number (1 = first data row) and what is wrong, in the reader's language on the
 * web. `messageKey` names a shared message, which clients translate (docs/decisions/0275); the
 * importer's own sentences are English only.
 */
export const importRowError = z.object({ row: z.number(), field: z.string(), message: z.string(), messageKey: z.enum(MESSAGE_KEY_LIST).optional() });
export const importResult = z.object({
  committed: z.boolean(),
  rows: z.number(),
  errors: z.array(importRowError),
  itemIds: z.array(z.number()).describe('Only when committed'),
});
/** The CSV's columns (header row required; order free): */
export const IMPORT_COLUMNS = [
  'title',
  'description',
  'category',
  'county',
  'nearLocation',
  'dateFound',
  'documentNumber',
  'verificationQuestion1',
  'verificationAnswer1',
] as const;
export const IMPORT_MAX_ROWS = 500;
/** POST …/imports: ?commit=1 writes, anything else previews. */
export const importQuery = z.object({ commit: z.enum(['0', '1']).default('0') });
/** The JSON form of the import body (text/csv is read into the same shape). */
export const importBody = z.object({ csv: z.string().max(3_000_000) });
/** commit=1 with any row in error: nothing is written, and the answer is a 400 with the rows' errors. */
export const importRefusedResponse = importResult.extend({
  message: z.string(),
  /** The error code of a refused commit (docs/decisions/0245): the web tells it apart by this, not by its shape. */
  code: z.literal('IMPORT_ROWS_INVALID').optional(),
  params: z.object({}).optional(),
});
/** The import's 400: a refused commit with its rows' errors, or a plain refusal (a bad body). */
export const importRefusal = importRefusedResponse.or(errorResponse);

/** GET /api/organisations/{id}/held: one item the organisation holds, for its desk (newest first). */
export const heldItemRow = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string().nullable(),
  status: z.string().describe("The item's status: available, claimed, completed, removed"),
  custody: z.enum(['posted', 'dropped_off']),
  heldSince: z.string(),
  heldUntil: z.string(),
  expiredAt: z.string().nullable().describe('The holding period ended without a collection'),
  claimed: z.boolean().describe("An owner's claim was approved (claimedBy set)"),
  paid: z.boolean().describe("An owner's payment for it completed"),
});
export const heldItemsResponse = z.object({ items: z.array(heldItemRow) });

/**
 * GET /api/organisations/{id}/claims: a claim on an item the organisation posted, as its finder
 * sees it (answers beside the expected ones), with the item; pending ones and those decided in
 * the last DESK_CLAIMS_DECIDED_DAYS days, newest first. Any desk or manager member decides them.
 */
export const DESK_CLAIMS_DECIDED_DAYS = 30;
export const deskClaim = claimDetail.extend({ item: z.object({ id: z.number(), title: z.string(), status: z.string() }) });
export const deskClaimsResponse = z.object({ claims: z.array(deskClaim) });

/**
 * GET /api/items/{id}/collection: the owner's own view of a held item's collection
 * (docs/decisions/0261): the code while it is open, until when, and when it was collected.
 */
export const ownerCollection = z.object({
  state: z.enum(['open', 'collected', 'expired']),
  code: z.string().nullable().describe('The 6 digits while the code is open; null once used or expired'),
  expiresAt: z.string(),
  collectedAt: z.string().nullable(),
  place: z.string().describe('The organisation that holds the item'),
  free: z.boolean().describe('A public office: nothing was paid'),
});
