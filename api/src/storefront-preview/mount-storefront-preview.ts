import { HttpException, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { OWNER_COOKIE } from '../common/owner-cookie.middleware';
import { StorefrontPreviewService } from './storefront-preview.service';

/** Where a built store's storefront is shown (outside /api: it is an HTML site of its own). */
export const PREVIEW_MOUNT_PATH = '/preview';

const STORE_PATH = /^\/(\d{1,9})(\/.*)?$/;

export const PREVIEW_CSP = [
  'sandbox allow-scripts allow-popups',
  "default-src 'self'",
  "img-src 'self' https: data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self' https: data:",
  "frame-ancestors 'self'",
].join('; ');

/**
 * GET /preview/:storeId/… renders the store through its theme, for the browser that owns the store
 * (the owner cookie); GET /preview/demo/<lang>/<category>/<primary>/<accent>/<name>/… renders the
 * store a build would make, for the wizard. Mounted before the SPA fallback so these paths are not
 * swallowed by it.
 */
export function mountStorefrontPreview(app: INestApplication): void {
  const preview = app.get(StorefrontPreviewService);
  app.use(PREVIEW_MOUNT_PATH, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const query = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?')) : '';
    const owner = request.signedCookies?.[OWNER_COOKIE];
    const rendering = request.path.startsWith('/demo/')
      ? preview.renderDemo(`${request.path.slice('/demo'.length)}${query}`)
      : renderStore(request.path, typeof owner === 'string' ? owner : undefined, query, request.isAdmin === true);
    if (!rendering) {
      response.status(404).json({ statusCode: 404, message: 'A preview address looks like /preview/<store id>/.' });
      return;
    }
    rendering.then(
      ({ page, source }) => {
        if (page.status === 301) {
          response.redirect(301, page.body);
          return;
        }
        response.setHeader('X-Preview-Source', source);
        const isHtml = page.contentType.startsWith('text/html');
        response.setHeader('Cache-Control', isHtml ? 'private, no-store' : 'private, max-age=300');
        response.setHeader('X-Robots-Tag', 'noindex, nofollow');
        if (isHtml) {
          // The page shows content anyone with the shop's token can write (theme files, page bodies):
          // it runs in an opaque origin, so no script in it can use this site's cookies or API.
          response.setHeader('Content-Security-Policy', PREVIEW_CSP);
        } else {
          // Loaded by that opaque-origin page.
          response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        }
        response.status(page.status).type(page.contentType).send(page.body);
      },
      (error: unknown) => {
        if (error instanceof HttpException) response.status(error.getStatus()).json({ statusCode: error.getStatus(), message: error.message });
        else next(error);
      },
    );
  });

  function renderStore(path: string, owner: string | undefined, query: string, isAdmin: boolean) {
    const match = STORE_PATH.exec(path);
    if (!match) return undefined;
    if (match[2] === undefined) return Promise.resolve({ page: { status: 301, contentType: 'text/plain; charset=utf-8', body: `${PREVIEW_MOUNT_PATH}/${match[1]}/` }, source: 'sandbox' as const });
    return preview.render(Number(match[1]), owner, `${match[2]}${query}`, isAdmin);
  }
}
