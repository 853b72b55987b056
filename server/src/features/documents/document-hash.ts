/**
 * A document number is kept only as HMAC-SHA-256 of its normalised form under DOCUMENT_HASH_KEY
 * (docs/decisions/0205): equal numbers give equal hashes, so a lookup finds the item, but a
 * copy of the database alone does not give the numbers back, even by trying every 8-digit ID.
 */
import { createHmac } from 'node:crypto';
import { normalizeDocumentNumber } from '@okota/shared';
import type { Config } from '../../config';
import { loadDocumentHashKey } from '../../lib/kept-secret';

export async function hashDocumentNumber(config: Config, number: string): Promise<string> {
  const key = await loadDocumentHashKey(config);
  return createHmac('sha256', key).update(normalizeDocumentNumber(number)).digest('hex');
}
