/** The XML of a sitemap and of a sitemap index (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const lastmod = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod(entry.lastModified)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, paths: string[]): string {
  const maps = paths.map((path) => `<sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}
