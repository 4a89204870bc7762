import type { ShopDetails } from './operations/shop.query';

export type PlanTier = 'standard' | 'advanced' | 'plus';

export interface PlanLimits {
  tier: PlanTier;
  /** GraphQL Admin cost points restored per second. */
  restoreRate: number;
  /** Bucket size (observed: 20 × restore rate). */
  bucketSize: number;
  /** The most one query may cost (MAX_COST_EXCEEDED beyond). */
  maxQueryCost: number;
  /** Themes a store's theme library holds. */
  themeLimit: number;
}

const RESTORE_RATE: Record<PlanTier, number> = { standard: 100, advanced: 200, plus: 1000 };
/** Shopify's theme library limit: 20 themes; Plus stores get 100. */
const THEME_LIMIT: Record<PlanTier, number> = { standard: 20, advanced: 20, plus: 100 };

export function planTier(plan: ShopDetails['plan']): PlanTier {
  if (plan.shopifyPlus) return 'plus';
  return /advanced/i.test(plan.publicDisplayName) ? 'advanced' : 'standard';
}

/** Limits for a plan; a measured throttle status (the shop's real bucket) wins over the table. */
export function planLimits(plan: ShopDetails['plan'], measured?: { maximumAvailable: number; restoreRate: number }): PlanLimits {
  const tier = planTier(plan);
  const restoreRate = measured?.restoreRate ?? RESTORE_RATE[tier];
  return {
    tier,
    restoreRate,
    bucketSize: measured?.maximumAvailable ?? restoreRate * 20,
    maxQueryCost: 1000,
    themeLimit: THEME_LIMIT[tier],
  };
}
