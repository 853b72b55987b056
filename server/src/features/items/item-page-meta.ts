/**
 * Link previews of /item/{id} and /items/{id} (docs/product/admin-and-platform.md "Page metadata"): a link
 * pasted into WhatsApp shows the item's title, county, description and first photo without
 * running JavaScript. Hidden, removed and missing items get the 404 page's metadata.
 */
import type { FastifyRequest } from 'fastify';
import type { PageMatch } from '@okota/shared/routes';
import { galleryTileSource } from '@okota/shared/photo-sizes';
import { DB_ID_MAX, PRODUCT_NAME, ROUTES } from '@okota/shared';
import { addPageMetaResolver, type PageMeta } from '../seo';
import { getCurrentFees } from '../settings';
import { findItemRecord } from './items.repository';
import { accessOf, canSeeItem, toItemJson } from './item-json';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewUrlFor } from '../../integrations/storage/stored-photos';

const DESCRIPTION_LENGTH = 120;

const notFoundMeta: PageMeta = { title: '404 Page Not Found', noIndex: true, status: 404 };

async function resolveItemMeta(request: FastifyRequest, page: PageMatch): Promise<PageMeta> {
  const segment = page.params.id ?? '';
  const id = /^\d{1,10}$/.test(segment) ? Number(segment) : 0;
  if (id <= 0 || id > DB_ID_MAX) return notFoundMeta;
  const { db } = request.server.ctx;
  const record = await findItemRecord(db, id);
  // The HTML request carries no token: a link preview is always the public view.
  const access = accessOf(null, { finderId: '' });
  if (!record || !canSeeItem(record.item, access)) return notFoundMeta;
  const item = toItemJson(record, access);
  const fees = await getCurrentFees(db);

  const canonicalPath = ROUTES.item(item.id);
  const description = item.description.length > DESCRIPTION_LENGTH ? `${item.description.slice(0, DESCRIPTION_LENGTH).trimEnd()}…` : item.description;
  const inStock = item.status === 'available';
  const publicUrl = request.server.ctx.config.publicUrl;
  const absolute = (url: string) => (url.startsWith('http') ? url : publicUrl + url);

  // What the gallery draws first (web items/components/item-gallery.tsx): the photo, or with two
  // or more the first thumbnail, each with its 800 px rendition as a choice.
  const firstPhoto = item.images.length ? galleryTileSource(item, 0) : undefined;

  return {
    title: `${item.title} – ${item.location} | ${PRODUCT_NAME}`,
    description,
    canonicalPath,
    // WhatsApp shows a JPEG of 1200×630 under 300 KB most reliably (sharing/preview-image.ts).
    ...linkPreviewImage(item.images[0]),
    preloadImage: firstPhoto && { href: firstPhoto.src, srcset: firstPhoto.srcSet, sizes: firstPhoto.sizes },
    type: 'product',
    keywords: [item.title, item.categoryName, item.location, item.nearLocation, 'lost and found', 'Kenya', PRODUCT_NAME].filter(Boolean).join(', '),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.title,
      description,
      ...(item.images.length ? { image: item.images.map(absolute) } : {}),
      ...(item.categoryName ? { category: item.categoryName } : {}),
      url: publicUrl + canonicalPath,
      offers: {
        '@type': 'Offer',
        price: fees.totalFee,
        priceCurrency: 'KES',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: publicUrl + canonicalPath,
      },
    },
  };
}

function linkPreviewImage(photo: string | undefined): Pick<PageMeta, 'image' | 'imageInfo'> {
  if (!photo) return {};
  const preview = previewUrlFor(photo);
  if (!preview) return { image: photo };
  return { image: preview, imageInfo: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, type: 'image/jpeg' } };
}

// Registered once per process; the resolver reads the app from the request, so every app built
// in this process (tests build many) answers from its own database.
addPageMetaResolver(['item', 'itemAlias'], resolveItemMeta);
