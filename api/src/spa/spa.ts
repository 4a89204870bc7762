import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { headTagsForPath, isKnownAppRoute, normalisePath, renderHeadTags } from '@ducan/contracts';

/** Where the built web app lives: next to the API in the repository and in the image. */
export function resolveWebDist(): string {
  return resolve(process.env.WEB_DIST_DIR ?? join(__dirname, '..', '..', '..', 'web', 'dist'));
}

export interface SpaOptions {
  webDist?: string;
  /** The public origin used in canonical and Open Graph URLs (PUBLIC_URL). */
  publicUrl?: string;
}

/**
 * Puts a route's title, description, keywords, robots, canonical link, Open Graph tags (and the
 * landing page's JSON-LD) into index.html, replacing the build's default <title> and description.
 */
export function injectHeadTags(indexHtml: string, path: string, origin: string): string {
  const head = renderHeadTags(headTagsForPath(path, origin));
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return withoutDefaults.replace(/<\/head>/i, `  ${head}\n  </head>`);
}

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Serves the build's precompressed copies (web/vite.config.ts writes .br and .gz next to each
 * text asset) to clients that accept them; everything else falls through to express.static.
 */
export function precompressedAssets(webDist: string) {
  const root = resolve(webDist);
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !/\.(js|css|svg|json)$/.test(request.path)) return next();
    let file: string;
    try {
      file = resolve(root, `.${decodeURIComponent(request.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep)) return next();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const [encoding, suffix] of ENCODINGS) {
      if (!accepted.includes(encoding) || !existsSync(file + suffix)) continue;
      response.type(extname(file));
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Vary', 'Accept-Encoding');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.sendFile(file + suffix);
      return;
    }
    next();
  };
}

/**
 * Serves the built SPA: static assets with long caching, and index.html for every client route
 * (history fallback) carrying that route's metadata. Unknown paths still get the SPA, which shows
 * "Stranica nije pronađena", but with HTTP 404 (and noindex) so crawlers and monitors see the truth.
 */
export function mountSpa(app: Express, options: SpaOptions | string = {}): void {
  const { webDist = resolveWebDist(), publicUrl = process.env.PUBLIC_URL } = typeof options === 'string' ? { webDist: options } : options;
  const indexFile = join(webDist, 'index.html');
  app.use(precompressedAssets(webDist));
  // The HTML templates are only ever sent through the handler below (with metadata, never immutable).
  const serveStatic = express.static(webDist, { index: false, maxAge: '1y', immutable: true, fallthrough: true });
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.path.endsWith('.html') || request.path.startsWith('/prerendered/') ? next() : serveStatic(request, response, next),
  );
  const templates = new Map<string, string>();
  // The build pre-renders some routes (web/scripts/prerender.mjs): "/" → prerendered/index.html.
  const readTemplate = (path: string) => {
    const prerendered = path === '/' ? join(webDist, 'prerendered', 'index.html') : undefined;
    const file = prerendered && existsSync(prerendered) ? prerendered : indexFile;
    let html = templates.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8');
      templates.set(file, html);
    }
    return html;
  };
  const pages = new Map<string, string>();
  const compressedPages = new Map<string, Buffer>();

  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path.startsWith('/api/') || request.path === '/api' || request.path.startsWith('/ws')) return next();
    if (!existsSync(indexFile)) {
      response.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      return;
    }
    const known = isKnownAppRoute(request.path);
    const origin = (publicUrl ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
    // Cached per known route only when the origin is configured (never keyed by a client's Host header);
    // unknown paths share one rendering, so the cache stays bounded.
    const key = publicUrl ? (known ? normalisePath(request.path) : '*') : undefined;
    let html = key === undefined ? undefined : pages.get(key);
    if (html === undefined) {
      html = injectHeadTags(readTemplate(known ? normalisePath(request.path) : '*'), known ? request.path : '/__not-found__', origin);
      if (key !== undefined) pages.set(key, html);
    }
    response.status(known ? 200 : 404);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    response.type('html');
    // The pre-rendered landing page is ~100 KB of markup: send it compressed (and keep the result).
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
    if (!encoding) {
      response.send(html);
      return;
    }
    const compressedKey = key === undefined ? undefined : `${key}|${encoding}`;
    let body = compressedKey === undefined ? undefined : compressedPages.get(compressedKey);
    if (body === undefined) {
      body = encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(html);
      if (compressedKey !== undefined) compressedPages.set(compressedKey, body);
    }
    response.setHeader('Content-Encoding', encoding);
    response.send(body);
  });
}
