import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import type { FetchApi } from '@ducan/shopify';
import { EmbeddedShopifySandbox } from '../shopify-sandbox/embedded-shopify-sandbox.service';
import { SANDBOX_MOUNT_PATH } from '../shopify-sandbox/mount-shopify-sandbox';

/** The spec's demo token: it always talks to the embedded sandbox, in every mode (DESIGN.md). */
export const DEMO_TOKEN = 'demo';

/**
 * Decides where Shopify requests go: the embedded sandbox in sandbox mode or for the demo token,
 * the real network otherwise (where the client only ever contacts https://<name>.myshopify.com).
 */
@Injectable()
export class ShopifyTransport {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sandbox: EmbeddedShopifySandbox,
  ) {}

  get sandboxMode(): boolean {
    return this.config.shopifyMode === 'sandbox';
  }

  usesSandbox(accessToken?: string): boolean {
    return this.sandboxMode || accessToken === DEMO_TOKEN;
  }

  fetchFor(accessToken?: string): FetchApi {
    return this.usesSandbox(accessToken) ? this.sandbox.fetch : fetch;
  }

  /** The sandbox's OAuth app (configured credentials, else one derived from APP_SECRET). */
  sandboxAppCredentials(): { apiKey: string; apiSecret: string } {
    return this.sandbox.appCredentials();
  }

  /** Where the browser goes to approve the install: the shop itself, or the sandbox mounted in this API. */
  authorizeBase(shop: string): string | undefined {
    return this.sandboxMode ? `${SANDBOX_MOUNT_PATH}/${shop}` : undefined;
  }
}
