/** Answers of the items API, inferred from its contract (@okota/shared/contracts/items.contract). */
import type { z } from 'zod';
import type { itemsQuerySchema } from '@okota/shared/schemas/item.schema';
import type { WireOf } from '@okota/shared/contracts/wire';
import type {
  itemResponse,
  itemsPageResponse,
  myItemResponse,
  uploadedImagesResponse,
  uploadedPhotosResponse,
  withdrawItemResponse,
} from '@okota/shared/contracts/items.contract';

export type Item = WireOf<typeof itemResponse>;
export type ItemsPage = WireOf<typeof itemsPageResponse>;
/** GET /api/my-items: an item with its claims. */
export type MyItem = WireOf<typeof myItemResponse>;
export type WithdrawItemAnswer = WireOf<typeof withdrawItemResponse>;
export type UploadedImages = WireOf<typeof uploadedImagesResponse>;
export type UploadedPhotos = WireOf<typeof uploadedPhotosResponse>;

/** The search the page asks for: the server's query without paging, and only the statuses people browse. */
export type ItemSearch = Omit<z.output<typeof itemsQuerySchema>, 'page' | 'limit' | 'status' | 'cursor'> & { status?: 'available' | 'claimed' };
