import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { createShopifySandbox, type ShopifySandbox } from '@ducan/shopify-sandbox';

/** The embedded Shopify sandbox; its state lives in PostgreSQL and Redis, shared with the API. */
@Injectable()
export class SandboxProvider implements OnApplicationShutdown {
  private sandbox?: Promise<ShopifySandbox>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A fetch that starts the embedded sandbox on first use (live-mode workers only need it for demo
   * stores), or — with SHOPIFY_SANDBOX_URL — sends the request to a standalone sandbox instead.
   */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (this.config.shopifySandboxUrl) return fetch(this.standaloneUrl(input), init);
    this.sandbox ??= createShopifySandbox({
      databaseUrl: this.config.databaseUrl,
      redisUrl: this.config.redisUrl,
      redisPrefix: this.config.redisPrefix,
    }).catch((error: unknown) => {
      // Not reachable yet (database down): the next call tries again.
      this.sandbox = undefined;
      throw error;
    });
    return (await this.sandbox).fetch(input, init);
  };

  /** `https://name.myshopify.com/admin/…` → `<sandbox>/name.myshopify.com/admin/…` (its path-prefix form). */
  private standaloneUrl(input: string | URL | Request): string {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    return `${this.config.shopifySandboxUrl}/${url.host}${url.pathname}${url.search}`;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.sandbox) await (await this.sandbox).close();
  }
}
