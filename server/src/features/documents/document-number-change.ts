/**
 * What a create or edit does to the private document number of an item or a lost report. The
 * number is never sent back to the form, so an edit that leaves the field blank keeps the one on
 * file; `remove` forgets it, and so does moving the item out of the Documents category.
 */
import { DOCUMENT_MESSAGES, isDocumentsCategory } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { hashDocumentNumber } from './document-hash';
import {
  deleteItemDocumentHash, deleteReportDocumentHash, findCategory, saveItemDocumentHash, saveReportDocumentHash,
} from './documents.repository';

export type DocumentNumberChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; numberHash: string };

/** Checked before the transaction: a number outside the Documents category is a 400 on its field. */
export async function prepareDocumentNumberChange(
  ctx: AppContext,
  { categoryId, documentNumber, remove = false }: { categoryId: number; documentNumber?: string | null; remove?: boolean },
): Promise<DocumentNumberChange> {
  const isDocuments = isDocumentsCategory(await findCategory(ctx.db, categoryId));
  if (documentNumber && !isDocuments) {
    throw badRequest(DOCUMENT_MESSAGES.onlyDocuments, { errors: { documentNumber: DOCUMENT_MESSAGES.onlyDocuments } });
  }
  if (!isDocuments || remove) return { kind: 'remove' };
  if (documentNumber) return { kind: 'set', numberHash: await hashDocumentNumber(ctx.config, documentNumber) };
  return { kind: 'keep' };
}

export async function applyDocumentNumberChange(
  db: Executor,
  target: { itemId: number } | { reportId: number },
  change: DocumentNumberChange,
): Promise<void> {
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
