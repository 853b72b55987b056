/** Page metadata presets (docs/product/admin-and-platform.md "Page metadata") rendered into the HTML head. */
import { PRODUCT_NAME } from '@okota/shared';
import { matchPage, ROUTES, type PageName } from '@okota/shared/routes';

export interface PageMeta {
  title: string;
  description?: string;
  canonicalPath?: string;
  image?: string;
  /** The image's size and type, for previews that lay out before fetching it (WhatsApp). */
  imageInfo?: { width: number; height: number; type: string };
  /** The first thing the page draws large (an item's photo): fetched with the HTML, not after the JavaScript. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** The page's first screen drawn from the web app's components, put inside #root (first-screen.ts). */
  bodyHtml?: string;
  /** Its tags for the head, written by the web app: what it was drawn with (web/src/lib/first-screen-data.ts), its resource hints. */
  firstScreenHead?: string;
  keywords?: string;
  type?: 'website' | 'product';
  noIndex?: boolean;
  jsonLd?: Record<string, unknown>;
  status?: number;
}

const DEFAULT_DESCRIPTION =
  'Okota connects lost items with their owners across Kenya. Finders post what they found; owners prove it is theirs and pay a small fee by M-Pesa.';

/** The pages with words of their own, by their names in ROUTES (docs/decisions/0281); the others get the product's. */
export const PAGE_PRESETS = {
  home: { title: `${PRODUCT_NAME} – Lost and found in Kenya`, description: DEFAULT_DESCRIPTION, canonicalPath: ROUTES.home },
  search: { title: `Search found items – ${PRODUCT_NAME}`, description: 'Search items found across the 47 counties of Kenya.', canonicalPath: ROUTES.search },
  postItem: {
    title: `Post a found item – ${PRODUCT_NAME}`,
    description: 'Found something? Post it and earn a reward when the owner claims it.',
    canonicalPath: ROUTES.postItem,
  },
  contact: {
    title: `Contact us – ${PRODUCT_NAME}`,
    description: 'Write to Okota support or call us, 8 AM to 8 PM EAT. We reply within 24 hours; payment disputes within 2 to 4 hours.',
    canonicalPath: ROUTES.contact,
  },
  help: {
    title: `Help center – ${PRODUCT_NAME}`,
    description: 'Answers for finders and owners in Kenya: how claiming works, fees and M-Pesa, staying safe at the hand-over, and your account.',
    canonicalPath: ROUTES.help,
  },
  terms: {
    title: `Terms and conditions – ${PRODUCT_NAME}`,
    description: "The rules of using Okota: the claim fee and the finder's share, M-Pesa payments, refunds, disputes and the 72-hour hand-over.",
    canonicalPath: ROUTES.terms,
  },
  privacy: {
    title: `Privacy policy – ${PRODUCT_NAME}`,
    description: 'What Okota collects, who sees your phone number and when, how long we keep data, and your rights under the Kenya Data Protection Act, 2019.',
    canonicalPath: ROUTES.privacy,
  },
  finderDashboard: { title: `Finder dashboard – ${PRODUCT_NAME}`, noIndex: true },
  claimerDashboard: { title: `Claimer dashboard – ${PRODUCT_NAME}`, noIndex: true },
  profile: { title: `Profile – ${PRODUCT_NAME}`, noIndex: true },
  deleteAccount: { title: `Delete my account – ${PRODUCT_NAME}`, noIndex: true },
} satisfies Partial<Record<PageName, PageMeta>>;

export type PresetPage = keyof typeof PAGE_PRESETS;

/** Addresses of a page with a preset that show it under another name. */
const SAME_META_AS: Partial<Record<PageName, PresetPage>> = { homeAlias: 'home', landing: 'home', searchItems: 'search' };

/** The preset page a path shows, or null. */
export function presetPageOf(pathname: string): PresetPage | null {
  const route = matchPage(pathname)?.route;
  if (!route) return null;
  const page = SAME_META_AS[route] ?? route;
  return page in PAGE_PRESETS ? (page as PresetPage) : null;
}

export function presetFor(pathname: string): PageMeta {
  const page = presetPageOf(pathname);
  if (page) return PAGE_PRESETS[page];
  return { title: PRODUCT_NAME, description: DEFAULT_DESCRIPTION, noIndex: pathname.startsWith(ROUTES.admin) || pathname.startsWith('/dev') };
}

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script tag: '<' escaped so a title cannot close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(meta: PageMeta, publicUrl = ''): string {
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  if (meta.canonicalPath) {
    tags.push(`<link rel="canonical" href="${escapeHtml(publicUrl + meta.canonicalPath)}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(publicUrl + meta.canonicalPath)}">`);
  }
  if (meta.image) {
    const image = meta.image.startsWith('http') ? meta.image : publicUrl + meta.image;
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
    if (meta.imageInfo) {
      const { width, height, type } = meta.imageInfo;
      tags.push(
        `<meta property="og:image:type" content="${escapeHtml(type)}">`,
        `<meta property="og:image:width" content="${width}">`,
        `<meta property="og:image:height" content="${height}">`,
      );
    }
  }
  if (meta.preloadImage) {
    // With imagesrcset the browser preloads the file the <img> will choose, not the href.
    const { href, srcset, sizes } = meta.preloadImage;
    const set = srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high">`);
  }
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}">`);
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex">');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  if (meta.firstScreenHead) tags.push(meta.firstScreenHead);
  return tags.join('\n    ');
}
