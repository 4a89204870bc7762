import { StoresAndBuildLogs1763700000000 } from './1763700000000-stores-and-build-logs';
import { StoreBuilds1763700100000 } from './1763700100000-store-builds';
import { ShopifyConnections1763700250000 } from './1763700250000-shopify-connections';
import { PublicSiteAndEmail1763700300000 } from './1763700300000-public-site-and-email';

/** Every migration in order. A new migration is added here, never by `synchronize`. */
export const MIGRATIONS = [
  StoresAndBuildLogs1763700000000,
  StoreBuilds1763700100000,
  ShopifyConnections1763700250000,
  PublicSiteAndEmail1763700300000,
];
