/** Answers of the items API (server/src/features/items/items.schemas.ts). */
import type { ItemStatus } from '@okota/shared';

export interface Item {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  categoryName: string | null;
  location: string;
  nearLocation: string | null;
  latitude: string | null;
  longitude: string | null;
  dateFound: string;
  images: string[];
  thumbnails: string[];
  verificationQuestion1: string;
  verificationQuestion2: string | null;
  verificationQuestion3: string | null;
  requiresProofPhoto: boolean;
  isClaimed: boolean;
  status: ItemStatus;
  isHidden: boolean;
  /** Taken down by its finder, not by an admin. */
  removedByFinder?: boolean;
  finderId: string;
  finderName: string;
  /** Only for the finder, an admin, and the claimer who paid. */
  finderPhone?: string;
  finderEmail?: string;
  /** Only for the finder. */
  verificationAnswer1?: string | null;
  verificationAnswer2?: string | null;
  verificationAnswer3?: string | null;
  claimedBy: string | null;
  createdAt: string;
}

export interface ItemsPage {
  items: Item[];
  total: number;
  /** More than `total` items match; the server stops counting there. */
  totalCapped: boolean;
  currentPage: number;
  hasMore: boolean;
}

export interface ItemSearch {
  search?: string;
  status?: 'available' | 'claimed';
  categoryId?: number;
  category?: string;
  location?: string;
  sort: 'newest' | 'oldest' | 'location';
  /** For sort=location: a county, or the searcher's rounded position. */
  near?: string;
  lat?: number;
  lng?: number;
}
