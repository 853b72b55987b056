/**
 * The site's own plumbing: readiness, the page-view beacon, and the parameters of the files served
 * outside /api (sitemaps, link previews).
 */
import { z } from 'zod';

const result = z.enum(['ok', 'failed']);
const readinessChecks = z.object({ database: result, migrations: result, storage: result });

/** GET /api/ready: 200 when this process can serve. */
export const readyAnswer = z.object({ status: z.literal('ready'), checks: readinessChecks });
/** GET /api/ready: 503 names the failed check and nothing more. */
export const notReadyAnswer = z.object({ message: z.string(), checks: readinessChecks });

/** POST /api/analytics/pageview: the path opened; nothing else is stored. */
export const pageviewBody = z.object({ path: z.string().max(500).regex(/^\//, 'path must start with /') });
export const noContent = z.null();

export const sitemapParams = z.object({ file: z.string().max(40) });
export const previewParams = z.object({ file: z.string().max(60) });
