import { accessDenied } from '../shopify-errors';
import { parseGid } from '../util';
import type { Args, RootResolver, SandboxContext } from './context';
import { catalogMutations, catalogQueries, presentCollection, presentProduct, type CollectionData, type ProductData } from './catalog';
import { fileMutations, fileQueries, presentFile, type FileData } from './files';
import { menuMutations, menuQueries, presentMenu, type MenuData } from './menus';
import { pageMutations, pageQueries, presentPage, type PageData } from './pages';
import { shopQueries } from './shop';
import { presentTheme, themeMutations, themeQueries, type ThemeData } from './themes';

/** The access scope each implemented root field needs (write_X implies read_X, as on Shopify). */
export const REQUIRED_SCOPES: Record<string, string | null> = {
  shop: null,
  currentAppInstallation: null,
  node: null,
  nodes: null,
  themes: 'read_themes',
  theme: 'read_themes',
  themeCreate: 'write_themes',
  themePublish: 'write_themes',
  themeDelete: 'write_themes',
  themeFilesUpsert: 'write_themes',
  files: 'read_files',
  fileCreate: 'write_files',
  pages: 'read_online_store_pages',
  page: 'read_online_store_pages',
  pageCreate: 'write_online_store_pages',
  pageUpdate: 'write_online_store_pages',
  pageDelete: 'write_online_store_pages',
  products: 'read_products',
  product: 'read_products',
  productByHandle: 'read_products',
  collections: 'read_products',
  collection: 'read_products',
  collectionByHandle: 'read_products',
  productSet: 'write_products',
  collectionCreate: 'write_products',
  collectionUpdate: 'write_products',
  collectionAddProducts: 'write_products',
  collectionAddProductsV2: 'write_products',
  publications: 'read_publications',
  publication: 'read_publications',
  publishablePublish: 'write_publications',
  menus: 'read_online_store_navigation',
  menu: 'read_online_store_navigation',
  menuCreate: 'write_online_store_navigation',
  menuUpdate: 'write_online_store_navigation',
  menuDelete: 'write_online_store_navigation',
};

export function hasScope(scopes: string[], required: string): boolean {
  if (scopes.includes(required)) return true;
  return required.startsWith('read_') && scopes.includes(`write_${required.slice(5)}`);
}

async function resolveNode(id: unknown, ctx: SandboxContext): Promise<unknown> {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const shop = ctx.shop.domain;
  const need = (scope: string) => {
    if (!hasScope(ctx.scopes, scope)) throw accessDenied('node', scope);
  };
  switch (parsed.type) {
    case 'Product': {
      need('read_products');
      const row = await ctx.store.getObject<ProductData>(shop, 'Product', parsed.id);
      return row ? presentProduct(ctx, row) : null;
    }
    case 'Collection': {
      need('read_products');
      const row = await ctx.store.getObject<CollectionData>(shop, 'Collection', parsed.id);
      return row ? presentCollection(ctx, row) : null;
    }
    case 'Page': {
      need('read_online_store_pages');
      const row = await ctx.store.getObject<PageData>(shop, 'Page', parsed.id);
      return row ? presentPage(row.id, row.handle as string, row.data) : null;
    }
    case 'Menu': {
      need('read_online_store_navigation');
      const row = await ctx.store.getObject<MenuData>(shop, 'Menu', parsed.id);
      return row ? presentMenu(row.id, row.handle as string, row.data) : null;
    }
    case 'OnlineStoreTheme': {
      need('read_themes');
      const row = await ctx.store.getObject<ThemeData>(shop, 'Theme', parsed.id);
      return row ? presentTheme(ctx, row.id, row.data) : null;
    }
    case 'MediaImage':
    case 'GenericFile': {
      need('read_files');
      const row = await ctx.store.getObject<FileData>(shop, 'File', parsed.id);
      return row && row.data.kind === parsed.type ? presentFile(ctx, row.id, row.data) : null;
    }
    default:
      return null;
  }
}

const queries: Record<string, RootResolver> = {
  ...shopQueries,
  ...themeQueries,
  ...fileQueries,
  ...pageQueries,
  ...catalogQueries,
  ...menuQueries,
  node: (args, ctx) => resolveNode(args['id'], ctx),
  nodes: (args, ctx) => Promise.all((args['ids'] as string[]).map((id) => resolveNode(id, ctx))),
};

const mutations: Record<string, RootResolver> = {
  ...themeMutations,
  ...fileMutations,
  ...pageMutations,
  ...catalogMutations,
  ...menuMutations,
};

export const IMPLEMENTED_QUERIES = new Set(Object.keys(queries));
export const IMPLEMENTED_MUTATIONS = new Set(Object.keys(mutations));

function guard(name: string, resolver: RootResolver): RootResolver {
  const scope = REQUIRED_SCOPES[name] ?? null;
  return (args: Args, ctx: SandboxContext) => {
    if (scope && !hasScope(ctx.scopes, scope)) throw accessDenied(name, scope);
    return resolver(args, ctx);
  };
}

/** Root values for execution: each root field a function (args, ctx), guarded by its scope. */
export function rootValues(): { query: Record<string, RootResolver>; mutation: Record<string, RootResolver> } {
  return {
    query: Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, guard(k, v)])),
    mutation: Object.fromEntries(Object.entries(mutations).map(([k, v]) => [k, guard(k, v)])),
  };
}
