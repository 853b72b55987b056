/**
 * The JavaScript a page's route needs, as <link rel="modulepreload"> tags in its HTML. The web
 * app loads each page's code lazily, so without these a phone fetches the app shell, runs it,
 * and only then asks for the page's code and then its data: three round trips on slow 4G before
 * an item's photo shows. With them the page's code downloads beside the shell.
 * Read from Vite's build manifest (web/dist/.vite/manifest.json); without one, no tags.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { matchPage, type PageName } from '@okota/shared/routes';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Public pages that are opened from outside (links, WhatsApp shares, search engines), by their names in ROUTES. */
const ROUTE_MODULES: Partial<Record<PageName, string>> = {
  item: 'src/app/pages/item-page.tsx',
  itemAlias: 'src/app/pages/item-page.tsx',
  search: 'src/app/pages/search-page.tsx',
  searchItems: 'src/app/pages/search-page.tsx',
};

export type RoutePreloads = (pathname: string) => string;

export function loadRoutePreloads(distDir: string): RoutePreloads {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const reachable = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) reachable(imported, seen);
    return seen;
  };
  // The entry and what it imports statically are in index.html already.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? reachable(entry) : new Set<string>();

  const tagsByModule = new Map<string, string>();
  for (const module of new Set(Object.values(ROUTE_MODULES))) {
    if (!manifest[module]) continue;
    const files = [...reachable(module)].filter((key) => !loaded.has(key)).map((key) => manifest[key].file);
    tagsByModule.set(module, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    '));
  }
  return (pathname) => {
    const page = matchPage(pathname)?.route;
    const module = page && ROUTE_MODULES[page];
    return module ? (tagsByModule.get(module) ?? '') : '';
  };
}
