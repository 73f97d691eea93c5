/** One chunk of Vite's build manifest (`web/dist/.vite/manifest.json`), keyed by its source. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetRoute {
  name: string;
  path: string;
  /** Source of the page the route loads lazily (manifest key); absent when the page is in the entry. */
  page?: string;
}

export interface RouteSize {
  route: BudgetRoute;
  files: string[];
  bytes: number;
}

/** JavaScript, gzip-compressed, that a first visit to each of these routes may load. */
export const ROUTE_BUDGET_BYTES = 150_000;

export const PUBLIC_BUDGET_ROUTES: readonly BudgetRoute[] = [
  { name: 'top', path: '/', page: 'src/pages/public/top.page.tsx' },
  { name: 'search', path: '/property/search', page: 'src/pages/public/property-search.page.tsx' },
  { name: 'listing', path: '/property/detail/:id', page: 'src/pages/public/property-detail.page.tsx' },
  { name: 'list page', path: '/list/:first/:second', page: 'src/pages/public/property-list.page.tsx' },
];

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`the build manifest has ${entries.length} entries; expected the one of index.html`);
  return entries[0];
}

/** The chunk and every chunk it imports statically: what the browser fetches before it runs. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/**
 * The script files a first visit to the route loads: the entry with its static imports, then the
 * route's lazy page with its own. Imports a page makes later, on a click, are not counted.
 */
export function scriptsOfRoute(manifest: Manifest, route: BudgetRoute): string[] {
  const keys = new Set<string>();
  const entry = entryKey(manifest);
  staticClosure(manifest, entry, keys);
  if (route.page) {
    if (!manifest[route.page]) throw new Error(`${route.name}: ${route.page} is not a chunk of its own in the build manifest (is the page still loaded lazily?)`);
    if (!(manifest[entry].dynamicImports ?? []).some((key) => key === route.page || reaches(manifest, key, route.page as string))) {
      throw new Error(`${route.name}: ${route.page} is not loaded from the entry`);
    }
    staticClosure(manifest, route.page, keys);
  }
  return [...keys].map((key) => manifest[key].file).filter((file) => /\.m?js$/.test(file));
}

function reaches(manifest: Manifest, from: string, target: string, seen = new Set<string>()): boolean {
  if (from === target) return true;
  if (seen.has(from) || !manifest[from]) return false;
  seen.add(from);
  return [...(manifest[from].imports ?? []), ...(manifest[from].dynamicImports ?? [])].some((next) => reaches(manifest, next, target, seen));
}

export function measureRoutes(manifest: Manifest, routes: readonly BudgetRoute[], gzipBytesOf: (file: string) => number): RouteSize[] {
  return routes.map((route) => {
    const files = scriptsOfRoute(manifest, route);
    return { route, files, bytes: files.reduce((sum, file) => sum + gzipBytesOf(file), 0) };
  });
}

/** A table of each route's size against the budget; `ok` is false when one route is over it. */
export function budgetReport(sizes: readonly RouteSize[], limit = ROUTE_BUDGET_BYTES): { ok: boolean; lines: string[] } {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const width = Math.max(...sizes.map((size) => `${size.route.name} ${size.route.path}`.length));
  const lines = [`JavaScript per public route, gzip (budget ${kB(limit)}):`];
  for (const size of sizes) {
    const over = size.bytes > limit;
    lines.push(`${over ? 'OVER' : 'ok  '} ${`${size.route.name} ${size.route.path}`.padEnd(width)}  ${kB(size.bytes).padStart(9)}  ${size.files.length} files`);
  }
  return { ok: sizes.every((size) => size.bytes <= limit), lines };
}
