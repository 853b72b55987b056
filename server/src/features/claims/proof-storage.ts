/**
 * Proof photos live in the shared storage under `private/`, which /uploads never serves: the
 * only way to them is GET /api/verifications/{id}/proof, after its access check.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { StoredFile } from '../../integrations/storage/storage';
import { PROOF_CONTENT_TYPES, type ProofKind } from './proof-file';

const KEY_PATTERN = /^private\/proofs\/[a-f0-9]{32}\.(jpg|png|pdf)$/;

export async function saveProof(ctx: AppContext, file: { kind: ProofKind; bytes: Buffer }): Promise<string> {
  const key = `private/proofs/${randomBytes(16).toString('hex')}.${file.kind}`;
  await ctx.storage.put(key, file.bytes, PROOF_CONTENT_TYPES[file.kind]);
  return key;
}

/** Only keys this feature wrote are read back, whatever the column holds. */
export async function readProof(ctx: AppContext, key: string): Promise<(StoredFile & { kind: ProofKind }) | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const file = await ctx.storage.get(key);
  return file && { ...file, kind: key.slice(key.lastIndexOf('.') + 1) as ProofKind };
}

/** Best effort: a claim that failed to save leaves no orphan file behind. */
export async function deleteProof(ctx: AppContext, key: string): Promise<void> {
  if (KEY_PATTERN.test(key)) await ctx.storage.delete(key).catch(() => {});
}
