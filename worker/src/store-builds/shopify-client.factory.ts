import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { ShopifyClient } from '@ducan/shopify';
import { TokenCipher } from '@ducan/secrets';
import { WorkerRedisService } from '../redis/worker-redis.service';
import { SandboxProvider } from './sandbox.provider';

/** The spec's literal demo token: always builds against the embedded sandbox (DESIGN.md). */
export const DEMO_TOKEN = 'demo';

/** Decrypts a store's token and gives a client that talks to Shopify, or to the sandbox in sandbox mode. */
@Injectable()
export class ShopifyClientFactory {
  private readonly logger = new Logger('Shopify');
  private readonly cipher: TokenCipher;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: WorkerRedisService,
    private readonly sandbox: SandboxProvider,
  ) {
    this.cipher = TokenCipher.fromSecrets(config.appSecret);
  }

  create(storeId: number, shop: string, encryptedToken: string | null): ShopifyClient {
    const accessToken = encryptedToken ? this.cipher.decrypt(encryptedToken, `store:${storeId}`) : '';
    const useSandbox = this.config.shopifyMode === 'sandbox' || accessToken === DEMO_TOKEN;
    return new ShopifyClient({
      shop,
      accessToken,
      redis: this.redis.connection,
      redisPrefix: this.redis.prefix,
      fetchApi: useSandbox ? this.sandbox.fetch : undefined,
      logger: { warn: (message) => this.logger.warn(message) },
    });
  }
}
