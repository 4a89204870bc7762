import { PLAN_DISPLAY_NAMES } from '../store';
import { gid, iso } from '../util';
import type { RootResolver, SandboxContext } from './context';

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  themes: 'themes',
  products: 'products, variants and collections',
  publications: 'product and collection publications',
  online_store_pages: 'online store pages',
  online_store_navigation: 'online store navigation',
  files: 'files',
};

function describeScope(handle: string): string {
  const [verb, ...rest] = handle.split('_');
  const what = SCOPE_DESCRIPTIONS[rest.join('_')] ?? rest.join(' ');
  return `${verb === 'write' ? 'Modify' : 'Read'} ${what}`;
}

export function presentShop(ctx: SandboxContext) {
  const shop = ctx.shop;
  const host = shop.domain;
  const createdAt = iso(shop.created_at);
  return {
    __typename: 'Shop',
    id: gid('Shop', shop.id),
    name: shop.name,
    email: shop.email,
    contactEmail: shop.email,
    myshopifyDomain: host,
    url: `https://${host}`,
    currencyCode: shop.currency_code,
    enabledPresentmentCurrencies: [shop.currency_code],
    primaryDomain: { id: gid('Domain', shop.id), host, url: `https://${host}`, sslEnabled: true },
    plan: {
      publicDisplayName: PLAN_DISPLAY_NAMES[shop.plan] ?? 'Basic',
      partnerDevelopment: false,
      shopifyPlus: shop.plan === 'plus',
    },
    ianaTimezone: 'Europe/Belgrade',
    timezoneAbbreviation: 'CET',
    timezoneOffset: '+0100',
    timezoneOffsetMinutes: 60,
    weightUnit: 'KILOGRAMS',
    unitSystem: 'METRIC_SYSTEM',
    description: null,
    setupRequired: false,
    checkoutApiSupported: true,
    taxesIncluded: true,
    taxShipping: false,
    transactionalSmsDisabled: false,
    marketingSmsConsentEnabledAtCheckout: false,
    orderNumberFormatPrefix: '#',
    orderNumberFormatSuffix: '',
    resourceLimits: { locationLimit: 1000, maxProductOptions: 3, maxProductVariants: 2048, redirectLimitReached: false },
    createdAt,
    updatedAt: createdAt,
  };
}

export function presentAppInstallation(ctx: SandboxContext) {
  return {
    __typename: 'AppInstallation',
    id: gid('AppInstallation', ctx.shop.id),
    accessScopes: ctx.scopes.map((handle) => ({ handle, description: describeScope(handle) })),
    launchUrl: `https://${ctx.shop.domain}/admin/apps`,
    uninstallUrl: null,
  };
}

export const shopQueries: Record<string, RootResolver> = {
  shop: (_args, ctx) => presentShop(ctx),
  currentAppInstallation: (_args, ctx) => presentAppInstallation(ctx),
};
