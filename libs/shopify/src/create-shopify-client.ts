import { ShopifyClient, type ShopifyClientOptions } from './shopify-client';

/** The one way apps get a client: `createShopifyClient({ shop, accessToken, redis, redisPrefix, fetchApi })`. */
export function createShopifyClient(options: ShopifyClientOptions): ShopifyClient {
  return new ShopifyClient(options);
}
