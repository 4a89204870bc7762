import type { BuildReportObject } from '@ducan/contracts';
import type { Store, StoreObject } from '@ducan/db';

const ADMIN_PATHS: Record<string, string> = {
  product: 'products',
  collection: 'collections',
  page: 'pages',
  theme: 'themes',
  menu: 'menus',
  file: 'content/files',
};

const STOREFRONT_PATHS: Record<string, string> = {
  product: 'products',
  collection: 'collections',
  page: 'pages',
};

function numericId(gid: string): string {
  return gid.split('/').pop() ?? gid;
}

/** Links to each created object in the Shopify admin and on the storefront (our preview in the sandbox). */
export function toReportObject(object: StoreObject, store: Store, publicUrl: string): BuildReportObject {
  const domain = store.shopifyDomain ?? store.url;
  const shopName = domain.replace(/\.myshopify\.com$/, '');
  const adminPath = ADMIN_PATHS[object.kind];
  const storefrontPath = STOREFRONT_PATHS[object.kind];
  return {
    step: object.step,
    kind: object.kind,
    handle: object.handle,
    title: object.title,
    shopifyId: object.shopifyId,
    adminUrl: adminPath ? `https://admin.shopify.com/store/${shopName}/${adminPath}/${numericId(object.shopifyId)}` : null,
    storefrontUrl: storefrontPath ? `${publicUrl}/preview/${store.id}/${storefrontPath}/${object.handle}` : null,
  };
}
