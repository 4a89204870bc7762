import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { createShopifySandbox, type ShopifySandbox } from '@ducan/shopify-sandbox';

/** The embedded Shopify sandbox; its state lives in PostgreSQL and Redis, shared with the API. */
@Injectable()
export class SandboxProvider implements OnApplicationShutdown {
  private sandbox?: Promise<ShopifySandbox>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A fetch that starts the sandbox on first use (live-mode workers only need it for demo stores). */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
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

  async onApplicationShutdown(): Promise<void> {
    if (this.sandbox) await (await this.sandbox).close();
  }
}
