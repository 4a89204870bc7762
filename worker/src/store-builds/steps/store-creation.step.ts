import { Injectable } from '@nestjs/common';
import { AccessScopesQuery, ShopQuery, ShopifyAccessDeniedError } from '@ducan/shopify';
import type { BuildContext } from '../build-context';
import { requiredScopes, type BuildStepHandler } from './build-step';

/** The Admin API cannot create shops: this step verifies the shop and its scopes and records it. */
@Injectable()
export class StoreCreationStep implements BuildStepHandler {
  readonly name = 'store_creation' as const;

  skippedBecause(): undefined {
    return undefined;
  }

  async run(context: BuildContext): Promise<string> {
    const [{ shop }, { currentAppInstallation }] = await Promise.all([
      context.shopify(ShopQuery, {}),
      context.shopify(AccessScopesQuery, {}),
    ]);
    await context.progress(1, 2);
    const granted = new Set(currentAppInstallation.accessScopes.map((scope) => scope.handle));
    const missing = requiredScopes(context.settings).filter((scope) => !granted.has(scope));
    if (missing.length) throw new ShopifyAccessDeniedError(missing[0]);
    await context.updateStore({ shopifyStoreId: shop.id, shopifyDomain: shop.primaryDomain?.host ?? shop.myshopifyDomain });
    await context.recordObject('shop', 'shop', shop.id, shop.name, {
      currencyCode: shop.currencyCode,
      email: shop.email,
      myshopifyDomain: shop.myshopifyDomain,
      plan: shop.plan.publicDisplayName,
    });
    await context.progress(2, 2);
    return `Connected to ${shop.name} (${shop.myshopifyDomain}, ${shop.plan.publicDisplayName})`;
  }
}
