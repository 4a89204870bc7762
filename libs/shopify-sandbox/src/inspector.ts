import type { SandboxRedisState } from './redis-state';
import { bucketOf, type SandboxStore } from './store';
import type { CollectionData, ProductData, PublicationData } from './resolvers/catalog';
import { variantTitle } from './resolvers/catalog';
import type { FileData } from './resolvers/files';
import type { MenuData, MenuItemData } from './resolvers/menus';
import type { PageData } from './resolvers/pages';
import { isTextFilename, parseThemeJson, contentTypeOf, type ThemeData } from './resolvers/themes';
import { gid, iso } from './util';
import type { SandboxInspector, SandboxMenuItemSnapshot, SandboxShopState } from './types';

function menuItems(items: MenuItemData[]): SandboxMenuItemSnapshot[] {
  return items.map((i) => ({ id: gid('MenuItem', i.id), title: i.title, type: i.type, url: i.url, resourceId: i.resourceId, tags: i.tags, items: menuItems(i.items) }));
}

export function createInspector(store: SandboxStore, redis: SandboxRedisState): SandboxInspector {
  return {
    shops: () => store.listShops(),
    createdCounts: (shop) => store.createdCounts(shop),
    requestStats: (shop) => redis.stats(shop),
    requestLog: (shop, limit = 100) => redis.log(shop, limit),
    async throttleStatus(shop) {
      const row = await store.getShop(shop);
      const settings = row ? bucketOf(row) : { maximumAvailable: 2000, restoreRate: 100 };
      const { available } = await redis.bucket(shop, settings, 0, 'peek');
      return { maximumAvailable: settings.maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate: settings.restoreRate };
    },
    async state(domain): Promise<SandboxShopState | null> {
      const shop = await store.getShop(domain);
      if (!shop) return null;
      const [themes, files, pages, products, collections, publications, menus] = await Promise.all([
        store.listObjects<ThemeData>(domain, 'Theme'),
        store.listObjects<FileData>(domain, 'File'),
        store.listObjects<PageData>(domain, 'Page'),
        store.listObjects<ProductData>(domain, 'Product'),
        store.listObjects<CollectionData>(domain, 'Collection'),
        store.listObjects<PublicationData>(domain, 'Publication'),
        store.listObjects<MenuData>(domain, 'Menu'),
      ]);
      const now = Date.now();
      const productHandles = new Map(products.map((p) => [p.id, p.handle as string]));
      return {
        shop: {
          id: gid('Shop', shop.id),
          name: shop.name,
          email: shop.email,
          myshopifyDomain: shop.domain,
          currencyCode: shop.currency_code,
          plan: shop.plan,
          themeLimit: shop.theme_limit,
          createdAt: iso(shop.created_at),
        },
        themes: await Promise.all(
          themes.map(async (t) => {
            const rows = await store.themeFiles(domain, t.id);
            const settingsRow = rows.find((r) => r.filename === 'config/settings_data.json');
            let settings: unknown = null;
            if (settingsRow) {
              try {
                settings = parseThemeJson(settingsRow.content.toString('utf8'));
              } catch {
                settings = null;
              }
            }
            return {
              id: gid('OnlineStoreTheme', t.id),
              name: t.data.name,
              role: t.data.role,
              processing: now < t.data.processingUntil,
              processingFailed: t.data.processingFailed,
              createdAt: t.data.createdAt,
              updatedAt: t.data.updatedAt,
              settings,
              files: rows.map((r) => {
                const text = isTextFilename(r.filename);
                return {
                  filename: r.filename,
                  contentType: contentTypeOf(r.filename),
                  size: r.content.length,
                  checksumMd5: r.checksum_md5,
                  content: text ? r.content.toString('utf8') : null,
                  contentBase64: text ? null : r.content.toString('base64'),
                  updatedAt: iso(r.updated_at),
                };
              }),
            };
          }),
        ),
        files: files.map((f) => ({
          id: gid(f.data.kind, f.id),
          type: f.data.kind,
          alt: f.data.alt,
          filename: f.data.filename,
          originalSource: f.data.originalSource,
          fileStatus: now >= f.data.readyAt ? 'READY' : 'UPLOADED',
          createdAt: f.data.createdAt,
        })),
        pages: pages.map((p) => ({
          id: gid('Page', p.id),
          title: p.data.title,
          handle: p.handle as string,
          body: p.data.body,
          isPublished: p.data.isPublished,
          templateSuffix: p.data.templateSuffix,
          createdAt: p.data.createdAt,
          updatedAt: p.data.updatedAt,
        })),
        products: products.map((p) => ({
          id: gid('Product', p.id),
          title: p.data.title,
          handle: p.handle as string,
          descriptionHtml: p.data.descriptionHtml,
          vendor: p.data.vendor,
          productType: p.data.productType,
          status: p.data.status,
          tags: p.data.tags,
          options: p.data.options.map((o) => ({ id: gid('ProductOption', o.id), name: o.name, position: o.position, values: o.values.map((v) => v.name) })),
          variants: p.data.variants.map((v) => ({
            id: gid('ProductVariant', v.id),
            title: variantTitle(v),
            price: v.price,
            sku: v.sku,
            position: v.position,
            selectedOptions: v.optionValues.map((o) => ({ name: o.optionName, value: o.name })),
          })),
          images: p.data.media.map((m) => ({ id: gid('MediaImage', m.id), url: m.originalSource, alt: m.alt })),
          publicationIds: p.data.publications.map((id) => gid('Publication', id)),
          createdAt: p.data.createdAt,
          updatedAt: p.data.updatedAt,
        })),
        collections: collections.map((c) => ({
          id: gid('Collection', c.id),
          title: c.data.title,
          handle: c.handle as string,
          descriptionHtml: c.data.descriptionHtml,
          sortOrder: c.data.sortOrder,
          productHandles: c.data.productIds.map((id) => productHandles.get(id)).filter((h): h is string => !!h),
          publicationIds: c.data.publications.map((id) => gid('Publication', id)),
        })),
        publications: publications.map((p) => ({ id: gid('Publication', p.id), name: p.data.name })),
        menus: menus.map((m) => ({ id: gid('Menu', m.id), handle: m.handle as string, title: m.data.title, isDefault: m.data.isDefault, items: menuItems(m.data.items) })),
      };
    },
  };
}


