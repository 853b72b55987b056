/** The profile's calls: the summary, the profile photo, and the phone change (accounts API). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { profileSummary } from '@okota/shared/contracts/profile.contract';
import type { updatePhoneSchema } from '@okota/shared/schemas/auth.schema';
import { updateStoredUser } from '../../../lib/session';
import * as authApi from '@okota/shared/contracts/auth.api';
import { call } from '../../../lib/api-client';
import * as accountApi from '@okota/shared/contracts/account.api';

export type ProfileSummary = WireOf<typeof profileSummary>;

export function useProfileSummary() {
  return useQuery({ queryKey: ['profile', 'summary'], queryFn: ({ signal }) => call(accountApi.profileSummary, {}, { signal }) });
}

const MAX_SIDE = 1024;
const SMALL_ENOUGH = 400 * 1024;

/**
 * Phone photos are several megabytes; the server keeps a 256 px square. Sending a 1024 px JPEG
 * instead saves the user's data bundle and stays under the 5 MB limit. Anything the browser cannot
 * draw goes as it is, and the server says why it refuses it.
 */
async function shrink(file: File): Promise<Blob> {
  if (file.size <= SMALL_ENOUGH || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.85));
  } catch {
    return file;
  }
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('avatar', await shrink(file), file.name);
      return call(accountApi.uploadAvatar, {}, { form });
    },
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}

/** Step one of a phone change: a code goes to the new number; the account keeps its own until step two. */
export function useUpdatePhone() {
  return useMutation({
    mutationFn: (values: z.input<typeof updatePhoneSchema>) => call(authApi.updatePhone, { body: values }),
  });
}

/** Step two: the code from the SMS moves the account to the new number, verified. */
export function useConfirmPhoneChange() {
  return useMutation({
    mutationFn: (code: string) => call(authApi.verifyPhone, { body: { code } }),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}
