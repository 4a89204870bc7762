import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { isKnownAppRoute } from '@ducan/contracts';

/** Where the built web app lives: next to the API in the repository and in the image. */
export function resolveWebDist(): string {
  return resolve(process.env.WEB_DIST_DIR ?? join(__dirname, '..', '..', '..', 'web', 'dist'));
}

/**
 * Serves the built SPA: static assets with long caching, and index.html for every client route
 * (history fallback). Unknown paths still get the SPA, which shows "Stranica nije pronađena",
 * but with HTTP 404 so crawlers and monitors see the truth.
 */
export function mountSpa(app: Express, webDist = resolveWebDist()): void {
  const indexFile = join(webDist, 'index.html');
  app.use(express.static(webDist, { index: false, maxAge: '1y', immutable: true, fallthrough: true }));
  let cachedIndex: string | undefined;
  const readIndex = () => (cachedIndex ??= readFileSync(indexFile, 'utf8'));

  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path.startsWith('/api/') || request.path === '/api' || request.path.startsWith('/ws')) return next();
    if (!existsSync(indexFile)) {
      response.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      return;
    }
    response.status(isKnownAppRoute(request.path) ? 200 : 404);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(readIndex());
  });
}
