import { essentialPages, sampleCatalog, type SampleProduct } from '@ducan/catalog';
import {
  ADMIN_API_VERSION,
  CollectionCreateMutation,
  MenusQuery,
  MenuUpdateMutation,
  PageCreateMutation,
  ProductSetMutation,
  PublicationsQuery,
  PublishablePublishMutation,
  ThemeCreateMutation,
  ThemeFilesUpsertMutation,
  ThemePublishMutation,
  ThemeQuery,
  type GraphqlOperation,
} from '@ducan/shopify';
import type { ShopifySandbox } from '@ducan/shopify-sandbox';
import { localizedTemplateFiles, mergeThemeSettings, readThemeFile, themeZipUrl } from '@ducan/theme';
import { waitFor } from '../../support/wait-for';

export interface SeedOptions {
  shop: string;
  name: string;
  publicUrl: string;
  primaryColor: string;
  accentColor: string;
  productCount: number;
}

/**
 * What a finished store build leaves in the sandbox (theme installed, branded and published; sample
 * products, a collection, the four pages, the main menu), made with the same Admin API operations
 * the build uses — so the preview is tested on its own, independent of the worker.
 */
export async function seedSandboxStore(sandbox: ShopifySandbox, options: SeedOptions): Promise<SampleProduct[]> {
  await sandbox.provisionShop(options.shop, { name: options.name, email: 'info@zlatnanit.rs', currencyCode: 'RSD' });
  const call = async <V, R>(operation: GraphqlOperation<V, R>, variables: V): Promise<R> => {
    const response = await sandbox.fetch(`https://${options.shop}/admin/api/${ADMIN_API_VERSION}/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'demo' },
      body: JSON.stringify({ query: operation.document, variables }),
    });
    const body = (await response.json()) as { data?: R; errors?: unknown };
    const payload = operation.payloadField && (body.data as Record<string, { userErrors?: unknown[] }> | undefined)?.[operation.payloadField];
    if (body.errors || !body.data || (payload && payload.userErrors?.length)) throw new Error(`${operation.name}: ${JSON.stringify(body)}`);
    return body.data;
  };

  const { themeCreate } = await call(ThemeCreateMutation, { source: themeZipUrl(options.publicUrl), name: 'Dućan Bootstrap 5.0.0', role: 'UNPUBLISHED' });
  const themeId = themeCreate?.theme?.id as string;
  await waitFor(async () => ((await call(ThemeQuery, { id: themeId })).theme?.processing === false ? true : undefined), {
    description: 'the theme to finish processing',
    intervalMs: 100,
  });
  const settings = mergeThemeSettings(readThemeFile('config/settings_data.json'), { primaryColor: options.primaryColor, accentColor: options.accentColor });
  const templates = Object.entries(localizedTemplateFiles('sr')).map(([filename, value]) => ({ filename, body: { type: 'TEXT' as const, value } }));
  await call(ThemeFilesUpsertMutation, { themeId, files: [{ filename: 'config/settings_data.json', body: { type: 'TEXT', value: settings } }, ...templates] });
  await call(ThemePublishMutation, { id: themeId });

  const online = (await call(PublicationsQuery, { first: 20 })).publications.nodes.find((publication) => publication.catalog?.title === 'Online Store');
  const catalog = sampleCatalog('Jewelry', 'RSD');
  const necklaces = catalog.collections.find((collection) => collection.handle === 'necklaces');
  const { collectionCreate } = await call(CollectionCreateMutation, { collection: { title: 'Necklaces', handle: 'necklaces', descriptionHtml: necklaces?.descriptionHtml } });
  const collectionId = collectionCreate?.collection?.id as string;
  // The home page's featured collection shows "bestsellers", as in a built store.
  const bestsellers = (await call(CollectionCreateMutation, { collection: { title: 'Bestsellers', handle: 'bestsellers' } })).collectionCreate?.collection?.id as string;
  const products = catalog.products.filter((product) => necklaces?.productHandles.includes(product.handle)).slice(0, options.productCount);
  for (const product of products) {
    const { productSet } = await call(ProductSetMutation, {
      identifier: { handle: product.handle },
      input: {
        title: product.title,
        handle: product.handle,
        descriptionHtml: product.descriptionHtml,
        vendor: product.vendor,
        productType: product.productType,
        tags: product.tags,
        status: 'ACTIVE',
        collections: [collectionId, bestsellers],
        productOptions: product.options.map((option) => ({ name: option.name, values: option.values.map((name) => ({ name })) })),
        variants: product.variants.map((variant) => ({ optionValues: variant.optionValues, price: variant.price, compareAtPrice: variant.compareAtPrice ?? null })),
        files: product.images.map((image) => ({ originalSource: `${options.publicUrl}${image.path}`, contentType: 'IMAGE' as const, alt: image.alt })),
      },
    });
    if (online) await call(PublishablePublishMutation, { id: productSet?.product?.id as string, input: [{ publicationId: online.id }] });
  }
  for (const id of [collectionId, bestsellers]) if (online) await call(PublishablePublishMutation, { id, input: [{ publicationId: online.id }] });

  const pages = [];
  for (const page of essentialPages({ storeName: options.name, email: 'info@zlatnanit.rs' }, 'sr')) {
    const { pageCreate } = await call(PageCreateMutation, { page: { title: page.title, body: page.bodyHtml, handle: page.handle, isPublished: true, templateSuffix: page.templateSuffix ?? null } });
    pages.push(pageCreate?.page);
  }
  const menus = (await call(MenusQuery, { first: 50 })).menus.nodes;
  const main = menus.find((menu) => menu.handle === 'main-menu');
  await call(MenuUpdateMutation, {
    id: main?.id as string,
    title: 'Main menu',
    items: [
      { title: 'Početna', type: 'FRONTPAGE' },
      { title: 'Necklaces', type: 'COLLECTION', resourceId: collectionId },
      { title: 'Kontakt', type: 'PAGE', resourceId: pages.find((page) => page?.handle === 'contact')?.id },
    ],
  });
  return products;
}
