/**
 * POST /api/organisations/{id}/imports (docs/decisions/0241): a desk's existing register as CSV.
 * Without commit=1 it is a preview: the rows read and what is wrong with each, nothing written.
 * With commit=1 every row must be right, or nothing is written (a 400 with the errors); then every
 * item and its custody row go in one transaction, so a register is never half imported. Imported
 * items have no photos (the form allows none either); the desk may add them by editing.
 */
import type { AppContext } from '../../../context';
import { listCategoryChoices } from './intake.repository';
import { countEvent } from '../../../lib/analytics';
import { enforceRateLimits } from '../../../lib/rate-limit';
import { itemValuesFrom, insertItem, announceItemSaved, contactDoubt, holdDoubtfulListing, type Viewer } from '../../items';
import { hashDocumentNumber, saveItemDocumentHash } from '../../documents';
import { requireMember } from '../organisation-access';
import { insertHeldItem } from '../held/held-items.repository';
import { heldUntilFor } from '../held/holding-period';
import { readRegister, type RowError } from './read-register';

export const IMPORT_REFUSED = 'Some rows have errors: nothing was imported';
/** Previews and imports per organisation per hour: a desk corrects and previews again a few times. */
export const IMPORTS_PER_HOUR = 60;

export type ImportOutcome =
  | { refused: false; result: { committed: boolean; rows: number; errors: RowError[]; itemIds: number[] } }
  | {
      refused: true;
      result: {
        committed: false;
        rows: number;
        errors: RowError[];
        itemIds: number[];
        message: string;
        code: 'IMPORT_ROWS_INVALID';
        params: Record<string, never>;
      };
    };

export async function importRegister(
  ctx: AppContext,
  { member, organisationId, csv, commit }: { member: Viewer; organisationId: string; csv: string; commit: boolean },
): Promise<ImportOutcome> {
  const { organisation } = await requireMember(ctx.db, organisationId, member.id);
  await enforceRateLimits(
    ctx.db,
    [{ key: `import:organisation:${organisation.id}`, limit: IMPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 }],
    'Too many imports in a short time. Please wait and try again.',
    'IMPORT_LIMIT',
  );
  const known = await listCategoryChoices(ctx.db);
  const { rows, count, errors } = readRegister(csv, known);
  if (!commit) return { refused: false, result: { committed: false, rows: count, errors, itemIds: [] } };
  if (errors.length)
    return { refused: true, result: { committed: false, rows: count, errors, itemIds: [], message: IMPORT_REFUSED, code: 'IMPORT_ROWS_INVALID', params: {} } };

  // Hashed before the transaction (the key may be read from disk); the numbers never leave this function.
  const hashes = await Promise.all(rows.map((row) => (row.body.documentNumber ? hashDocumentNumber(ctx.config, row.body.documentNumber) : null)));
  const now = new Date();
  const itemIds = await ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [index, { body, isDocuments }] of rows.entries()) {
      // Read with the desk's texts, as the item's page shows them (docs/decisions/0282).
      const desk = { name: organisation.name, landmark: organisation.landmark, hours: organisation.hours };
      const values = itemValuesFrom(body, { documentNumbers: isDocuments }, desk);
      const itemId = await insertItem(tx, { ...values, finderId: member.id, images: [] });
      const doubt = contactDoubt(body, { documentNumbers: isDocuments }, desk);
      if (doubt) await holdDoubtfulListing(ctx, tx, { itemId, finderId: member.id, title: values.title, doubt });
      const hash = hashes[index];
      if (hash) await saveItemDocumentHash(tx, itemId, hash);
      await insertHeldItem(tx, {
        itemId,
        organisationId: organisation.id,
        custody: 'posted',
        receivedBy: member.id,
        heldSince: now,
        heldUntil: heldUntilFor(organisation, isDocuments, now),
      });
      ids.push(itemId);
    }
    return ids;
  });
  await countEvent(ctx.db, 'itemsPosted', itemIds.length);
  // Matching with lost reports, as for every posted item (after the commit; listeners never throw).
  for (const itemId of itemIds) await announceItemSaved(ctx, itemId);
  return { refused: false, result: { committed: true, rows: count, errors: [], itemIds } };
}
