import type { INestApplication } from '@nestjs/common';
import { EmbeddedShopifySandbox } from './embedded-shopify-sandbox.service';

/** Where the sandbox is reachable over HTTP in this API (outside /api: it is Shopify's surface, not ours). */
export const SANDBOX_MOUNT_PATH = '/__sandbox/shopify';

/**
 * Mounts the sandbox's HTTP handler. Always mounted: the demo token builds against the sandbox in
 * every mode; in live mode the control routes are off (see EmbeddedShopifySandbox).
 */
export function mountShopifySandbox(app: INestApplication): void {
  const sandbox = app.get(EmbeddedShopifySandbox);
  app.use(SANDBOX_MOUNT_PATH, sandbox.handler);
}
