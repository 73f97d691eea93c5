import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Where `npm run build:web` puts the site. */
export const WEB_DIST = path.resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');

function webDist(): string {
  // Compiled to dist/server/infrastructure/http/shared; run from source by tests at infrastructure/http/shared.
  const candidates = [WEB_DIST, path.resolve(__dirname, '..', '..', '..', 'web', 'dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? WEB_DIST;
}

/**
 * Serves the built web app on the API's port: files as they are (hashed assets cached for a
 * year), and index.html for every other page path so the client router decides.
 */
export function webApp(): { assets: express.Handler; fallback: express.Handler; available: boolean } {
  const dir = webDist();
  const index = path.join(dir, 'index.html');
  const available = fs.existsSync(index);
  const assets = express.static(dir, {
    index: false,
    setHeaders: (response, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const fallback = (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api/') || request.path === '/api' || !available) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  };
  return { assets, fallback, available };
}
