/**
 * What a create or edit does to the private document number of an item or a lost report. The
 * number is never sent back to the form, so an edit that leaves the field blank keeps the one on
 * file; `remove` forgets it, and so does moving the item out of the Documents category.
 */
import { isDocumentsCategory, MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { hashDocumentNumber } from './document-hash';
import {
  deleteItemDocumentHash,
  deleteReportDocumentHash,
  findCategory,
  findReportDocumentHash,
  saveItemDocumentHash,
  saveReportDocumentHash,
} from './documents.repository';
import { spendLookup, type LookupCaller } from './lookup-budget';

export type DocumentNumberChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; numberHash: string };

/** Checked before the transaction: a number outside the Documents category is a 400 on its field. */
export async function prepareDocumentNumberChange(
  ctx: AppContext,
  { categoryId, documentNumber, remove = false }: { categoryId: number; documentNumber?: string | null; remove?: boolean },
): Promise<DocumentNumberChange> {
  const isDocuments = isDocumentsCategory(await findCategory(ctx.db, categoryId));
  if (documentNumber && !isDocuments) {
    throw badRequest(MESSAGE_KEYS.documentNumberOnlyDocuments, { errors: { documentNumber: MESSAGE_KEYS.documentNumberOnlyDocuments } });
  }
  if (!isDocuments || remove) return { kind: 'remove' };
  if (documentNumber) return { kind: 'set', numberHash: await hashDocumentNumber(ctx.config, documentNumber) };
  return { kind: 'keep' };
}

export async function applyDocumentNumberChange(db: Executor, target: { itemId: number } | { reportId: number }, change: DocumentNumberChange): Promise<void> {
  if (change.kind === 'keep') return;
  if ('itemId' in target) {
    if (change.kind === 'set') await saveItemDocumentHash(db, target.itemId, change.numberHash);
    else await deleteItemDocumentHash(db, target.itemId);
  } else if (change.kind === 'set') {
    await saveReportDocumentHash(db, target.reportId, change.numberHash);
  } else {
    await deleteReportDocumentHash(db, target.reportId);
  }
}

/**
 * A lost report given a number it did not carry tests that number against every found document
 * (its match runs at once), so it spends a lookup from the budget POST /api/documents/lookup
 * spends (docs/decisions/0237). Over budget the whole save is refused with 429 and nothing
 * changes: a report saved with the number but not matched would be matched by its next edit or
 * renewal anyway. The same number again costs nothing.
 */
export async function spendLookupOnReportNumber(
  ctx: AppContext,
  { change, caller, reportId }: { change: DocumentNumberChange; caller: LookupCaller; reportId?: number },
): Promise<void> {
  if (change.kind !== 'set') return;
  if (reportId !== undefined && (await findReportDocumentHash(ctx.db, reportId)) === change.numberHash) return;
  await spendLookup(ctx, caller);
}
