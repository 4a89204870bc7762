/** Redis pub/sub channel on which the worker publishes store updates for the API's gateway. */
export function storeUpdatesChannel(prefix: string): string {
  return `${prefix}:events:store-update`;
}

/** Redis key of a shop's shared Shopify API budget. */
export function shopBudgetKey(prefix: string, shopDomain: string): string {
  return `${prefix}:shopify-budget:${shopDomain}`;
}
