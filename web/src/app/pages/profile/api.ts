/** The profile's calls: the summary, the profile photo, and the phone change (accounts API). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ItemStatus, PaymentStatus } from '@okota/shared';
import { apiGet, apiPost, api } from '../../../lib/api';
import { updateStoredUser, type SessionUser } from '../../../lib/session';

export interface ProfileSummary {
  stats: { itemsPosted: number; itemsClaimed: number; earnedAsFinder: number; spentAsClaimer: number };
  recentItems: Array<{ id: number; title: string; status: ItemStatus; isClaimed: boolean; isHidden: boolean; location: string; imageUrl: string | null; createdAt: string }>;
  recentTransactions: Array<{ id: number; itemId: number; itemTitle: string; role: 'claimer' | 'finder'; amount: number; status: PaymentStatus; createdAt: string }>;
}

export function useProfileSummary() {
  return useQuery({ queryKey: ['profile', 'summary'], queryFn: ({ signal }) => apiGet<ProfileSummary>('/api/profile/summary', signal) });
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
      return api<{ user: SessionUser }>('/api/profile/avatar', { method: 'POST', body: form });
    },
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}

export function useUpdatePhone() {
  return useMutation({
    mutationFn: (values: { phone: string; password: string }) => apiPost<{ user: SessionUser }>('/api/auth/update-phone', values),
    onSuccess: ({ user }) => updateStoredUser(user),
  });
}
