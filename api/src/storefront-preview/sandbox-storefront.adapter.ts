import type { SandboxMenuItemSnapshot, SandboxShopState } from '@ducan/shopify-sandbox';
import type { StorefrontMenuItem, StorefrontSnapshot } from '@ducan/theme';

const THEME_NAME_PREFIX = 'Dućan Bootstrap';

/** The storefront's view of a sandbox shop: what a visitor of the live store would see. */
export function sandboxStorefront(state: SandboxShopState, locale: string): StorefrontSnapshot {
  // The published theme; before publication, the newest Dućan Bootstrap install (a build in progress).
  const theme =
    state.themes.find((candidate) => candidate.role === 'MAIN') ??
    [...state.themes].filter((candidate) => candidate.name.startsWith(THEME_NAME_PREFIX)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const themeFiles = theme
    ? Object.fromEntries(theme.files.filter((file) => file.content !== null).map((file) => [file.filename, file.content as string]))
    : undefined;
  const online = state.publications.find((publication) => publication.name === 'Online Store')?.id;
  // Like the storefront: only active products published to the Online Store.
  const products = state.products.filter((product) => product.status === 'ACTIVE' && (!online || product.publicationIds.includes(online)));
  const productHandles = new Map(state.products.map((product) => [product.id, product.handle]));
  const collectionHandles = new Map(state.collections.map((collection) => [collection.id, collection.handle]));
  const pageHandles = new Map(state.pages.map((page) => [page.id, page.handle]));
  const visible = new Set(products.map((product) => product.handle));

  const itemUrl = (item: SandboxMenuItemSnapshot): string => {
    const resource = item.resourceId ?? '';
    switch (item.type) {
      case 'FRONTPAGE':
        return '/';
      case 'CATALOG':
        return '/collections/all';
      case 'COLLECTIONS':
        return '/collections';
      case 'SEARCH':
        return '/search';
      case 'COLLECTION':
        return collectionHandles.has(resource) ? `/collections/${collectionHandles.get(resource)}` : (item.url ?? '/collections');
      case 'PRODUCT':
        return productHandles.has(resource) ? `/products/${productHandles.get(resource)}` : (item.url ?? '/collections/all');
      case 'PAGE':
        return pageHandles.has(resource) ? `/pages/${pageHandles.get(resource)}` : (item.url ?? '/');
      default:
        return item.url ?? '/';
    }
  };
  const menuItem = (item: SandboxMenuItemSnapshot): StorefrontMenuItem => ({ title: item.title, url: itemUrl(item), items: item.items.map(menuItem) });

  return {
    shop: { name: state.shop.name, email: state.shop.email, currencyCode: state.shop.currencyCode },
    locale,
    themeFiles,
    settingsData: theme?.settings ?? undefined,
    files: state.files.map((file) => ({ filename: file.filename, url: file.originalSource, alt: file.alt })),
    pages: state.pages
      .filter((page) => page.isPublished)
      .map((page) => ({ title: page.title, handle: page.handle, bodyHtml: page.body, templateSuffix: page.templateSuffix })),
    products: products.map((product) => ({
      id: product.id,
      title: product.title,
      handle: product.handle,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      options: product.options.map((option) => ({ name: option.name, values: option.values })),
      variants: product.variants.map((variant) => ({
        id: variant.id,
        title: variant.title,
        price: variant.price,
        compareAtPrice: (variant as { compareAtPrice?: string | null }).compareAtPrice ?? null,
        selectedOptions: variant.selectedOptions,
      })),
      images: product.images.map((image) => ({ url: image.url, alt: image.alt })),
    })),
    collections: state.collections.map((collection) => ({
      title: collection.title,
      handle: collection.handle,
      descriptionHtml: collection.descriptionHtml,
      productHandles: collection.productHandles.filter((handle) => visible.has(handle)),
    })),
    menus: state.menus.map((menu) => ({ handle: menu.handle, title: menu.title, items: menu.items.map(menuItem) })),
  };
}
