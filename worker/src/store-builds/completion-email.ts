import type { BuildContext } from './build-context';
import { shopFacts } from './catalog-source';

/** What the "Email Notifications" switch sends when a build completes: to the shop's own address. */
export interface CompletionEmail {
  to: string;
  data: {
    recipientName: string;
    storeName: string;
    storeUrl: string;
    liveUrl: string;
    adminUrl: string;
    themeName: string;
    buildTime: string;
  };
}

function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export async function completionEmailFor(context: BuildContext, startedAt: Date, themeName: string | null): Promise<CompletionEmail | undefined> {
  if (!context.settings.sendEmail) return undefined;
  const facts = await shopFacts(context);
  if (!facts.email) return undefined;
  const shopName = facts.myshopifyDomain.replace(/\.myshopify\.com$/, '');
  return {
    to: facts.email,
    data: {
      recipientName: context.store.name,
      storeName: context.store.name,
      storeUrl: `https://${facts.myshopifyDomain}`,
      liveUrl: `https://${context.store.shopifyDomain ?? facts.myshopifyDomain}`,
      adminUrl: `https://admin.shopify.com/store/${shopName}`,
      themeName: themeName ?? 'Dućan Bootstrap 5.0.0',
      buildTime: formatDuration(Date.now() - startedAt.getTime()),
    },
  };
}
