import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { budgetReport, measureRoutes, PUBLIC_BUDGET_ROUTES, type Manifest } from './web/route-budget';

/**
 * `npm run budget`, after `npm run build`: sums the gzip-compressed JavaScript each public route
 * loads on a first visit, following the build manifest, prints a table and exits 1 when a route
 * is over the budget. The sizes are those of the built files at gzip's highest level, as served.
 */
const dist = path.resolve(__dirname, '..', 'web', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.error(`no build manifest at ${manifestFile}: run npm run build first`);
  process.exit(1);
}
try {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = measureRoutes(manifest, PUBLIC_BUDGET_ROUTES, (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: zlib.constants.Z_BEST_COMPRESSION }).length,
  );
  const report = budgetReport(sizes);
  for (const line of report.lines) console.log(line);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
