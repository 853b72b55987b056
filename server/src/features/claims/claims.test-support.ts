/** Shared setup for the claims API tests: an item with a finder, claimers, and request helpers. */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import type { items } from '../../db/schema';

export const validClaim = {
  answer1: 'Blue card holder',
  answer2: 'My daughter Amani',
  additionalDetails: 'It holds my national ID and a Equity bank card.',
};

export async function itemWithFinder(t: TestApp, overrides: Partial<typeof items.$inferInsert> = {}) {
  const finder = await createUser(t.app.ctx.db, { role: 'finder' });
  const item = await createItem(t.app.ctx.db, finder.user.id, overrides);
  return { finder, item };
}

export const newUser = (t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app.ctx.db, overrides);

export function submit(t: TestApp, itemId: number, token: string | undefined, payload: object = validClaim) {
  return t.request({ method: 'POST', url: `/api/items/${itemId}/verify`, token, payload });
}

export function decide(t: TestApp, claimId: number, token: string | undefined, payload: { status: 'approved' | 'rejected'; finderNotes?: string }) {
  return t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token, payload });
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----okota${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function submitWithProof(t: TestApp, itemId: number, token: string | undefined, file: { filename: string; type: string; bytes: Buffer }) {
  const body = multipart(validClaim, { name: 'proofPhoto', ...file });
  return t.request({ method: 'POST', url: `/api/items/${itemId}/verify`, token, payload: body.payload, headers: body.headers });
}
