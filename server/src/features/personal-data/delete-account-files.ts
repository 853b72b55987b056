/**
 * The files of a closed account, deleted after its rows were erased and committed: photos of its
 * items, its profile photo, its claims' proofs and its lost reports' photos, in local or S3
 * storage alike. Nothing points at them any more; a file that fails to go is logged (with its
 * key, never its owner) and is unreachable.
 */
import type { AppContext } from '../../context';
import { keyFromUrl } from '../../integrations/storage/keys';
import { deletePhoto } from '../../integrations/storage/stored-photos';
import { deleteProof } from '../claims';
import { discardReportPhoto } from '../lost-reports';
import type { storedFilesOf } from './erase-account.repository';

export async function deleteAccountFiles(ctx: AppContext, files: Awaited<ReturnType<typeof storedFilesOf>>): Promise<number> {
  const avatarKey = files.avatarUrl ? keyFromUrl(files.avatarUrl) : null;
  const jobs: Array<Promise<unknown>> = [
    ...files.photoUrls.map((url) => deletePhoto(ctx.storage, url)),
    ...(avatarKey?.startsWith('avatars/') ? [ctx.storage.delete(avatarKey)] : []),
    ...files.proofKeys.map((key) => deleteProof(ctx, key)),
    ...files.reportPhotoKeys.map((key) => discardReportPhoto(ctx, key)),
  ];
  const results = await Promise.allSettled(jobs);
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) ctx.log.warn({ failed: failed.length, of: jobs.length }, 'some files of a closed account could not be deleted');
  return jobs.length - failed.length;
}
