import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { createShopifySandbox, type ShopifySandbox } from '@ducan/shopify-sandbox';

/** The OAuth app the sandbox knows when no real app is configured (sandbox mode only). */
export const SANDBOX_APP_CLIENT_ID = 'ducan-sandbox-app';

/**
 * The Shopify sandbox embedded in this process. Started lazily on first use (a live-mode API that
 * never sees the demo token never connects it); its state lives in PostgreSQL and Redis, so the
 * API, the workers and the tests all see one sandbox.
 */
@Injectable()
export class EmbeddedShopifySandbox implements OnApplicationShutdown {
  private readonly logger = new Logger('ShopifySandbox');
  private starting?: Promise<ShopifySandbox>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Credentials of the app the sandbox accepts: the configured one, else a sandbox app derived from APP_SECRET. */
  appCredentials(): { apiKey: string; apiSecret: string } {
    if (this.config.shopifyApiKey && this.config.shopifyApiSecret) return { apiKey: this.config.shopifyApiKey, apiSecret: this.config.shopifyApiSecret };
    return { apiKey: SANDBOX_APP_CLIENT_ID, apiSecret: createHmac('sha256', this.config.appSecret).update('shopify-sandbox-app').digest('hex') };
  }

  instance(): Promise<ShopifySandbox> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<ShopifySandbox> {
    const sandbox = await createShopifySandbox({
      databaseUrl: this.config.databaseUrl,
      redisUrl: this.config.redisUrl,
      redisPrefix: this.config.redisPrefix,
      // Control routes (provision shops, inject faults) only where everything is a sandbox anyway.
      inspectControl: this.config.shopifyMode === 'sandbox' && this.config.nodeEnv !== 'production',
      // In production anyone can reach the mounted sandbox with the demo token: it downloads theme
      // zips only from this server itself (no fetching of arbitrary hosts on a caller's behalf).
      allowDownload: this.config.nodeEnv === 'production' ? (url) => url.origin === new URL(this.config.publicUrl).origin : undefined,
    });
    const apps = [this.appCredentials()];
    if (this.config.shopifyApiKey && this.config.shopifyApiSecret) {
      apps.push({ apiKey: SANDBOX_APP_CLIENT_ID, apiSecret: createHmac('sha256', this.config.appSecret).update('shopify-sandbox-app').digest('hex') });
    }
    for (const app of apps) await sandbox.provisionApp({ clientId: app.apiKey, clientSecret: app.apiSecret });
    this.logger.log(`Shopify sandbox ready (mode ${this.config.shopifyMode}); mounted at /__sandbox/shopify`);
    return sandbox;
  }

  /** WHATWG fetch answering https://{shop}.myshopify.com/... from the sandbox (customFetchApi of the client). */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => (await this.instance()).fetch(input, init);

  /** Express handler for /__sandbox/shopify (path-prefix form /{shop}.myshopify.com/admin/..., and /__inspect). */
  readonly handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): void => {
    this.instance().then(
      (sandbox) => sandbox.handler(req, res, next),
      (error: unknown) => {
        this.logger.error(`Shopify sandbox unavailable: ${(error as Error).message}`);
        if (next) next(error);
        else res.writeHead(503).end();
      },
    );
  };

  async onApplicationShutdown(): Promise<void> {
    const starting = this.starting;
    this.starting = undefined;
    const sandbox = await starting?.catch(() => undefined);
    await sandbox?.close();
  }
}
