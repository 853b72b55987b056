/**
 * An item's photo on WhatsApp (docs/decisions/0269): its 400 px thumbnail, read from our storage,
 * made a JPEG (WhatsApp takes no WebP images) and uploaded through the Cloud API's media endpoint;
 * the message then carries the media id, so Meta never fetches anything from our site. Only our
 * own stored photos are sent. A photo that cannot be read or uploaded is left out and the words go
 * without it: a photo never stops the conversation.
 */
import { keyFromUrl } from '../../../integrations/storage/keys';
import { readStoredBytes } from '../../../integrations/storage/storage';
import { jpegOf } from '../../../lib/images';
import { thumbnailUrlFor } from '../../../integrations/storage/stored-photos';
import type { WaDeps } from './wa-reply';

/** The media id of the photo's thumbnail, uploaded; undefined when there is none to send. */
export async function uploadItemPhoto(deps: Pick<WaDeps, 'ctx' | 'client'>, photoUrl: string | undefined): Promise<string | undefined> {
  if (!photoUrl) return undefined;
  try {
    const key = keyFromUrl(thumbnailUrlFor(photoUrl));
    const bytes = key ? await readStoredBytes(deps.ctx.storage, key) : null;
    if (!bytes) return undefined;
    const uploaded = await deps.client.uploadMedia(await jpegOf(bytes), 'image/jpeg');
    if (uploaded.ok) return uploaded.id;
    deps.ctx.log.warn({ code: uploaded.code, message: uploaded.message }, 'WhatsApp photo upload refused; sending the words alone');
  } catch (error) {
    deps.ctx.log.warn({ err: error }, 'WhatsApp photo not uploaded; sending the words alone');
  }
  return undefined;
}
