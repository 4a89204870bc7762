import type { PoolClient } from 'pg';
import { connection, gid, handleize, matchesSearch, parseGid, parseSearchQuery, type ConnectionArgs } from '../util';
import { userError, type RootResolver, type SandboxContext, type UserError } from './context';

export interface MenuItemData {
  id: string;
  title: string;
  type: string;
  url: string | null;
  resourceId: string | null;
  tags: string[];
  items: MenuItemData[];
}

export interface MenuData {
  title: string;
  isDefault: boolean;
  items: MenuItemData[];
}

/** Shopify allows menus nested at most three levels deep (top level included). */
export const MAX_MENU_DEPTH = 3;
const DEFAULT_HANDLES = ['main-menu', 'footer'];

interface MenuItemInput {
  id?: string | null;
  title: string;
  type: string;
  url?: string | null;
  resourceId?: string | null;
  tags?: string[] | null;
  items?: MenuItemInput[] | null;
}

function presentItem(item: MenuItemData): Record<string, unknown> {
  return {
    id: gid('MenuItem', item.id),
    title: item.title,
    type: item.type,
    url: item.url,
    resourceId: item.resourceId,
    tags: item.tags,
    items: item.items.map(presentItem),
  };
}

export function presentMenu(id: string, handle: string, data: MenuData) {
  return {
    __typename: 'Menu',
    id: gid('Menu', id),
    handle,
    title: data.title,
    isDefault: data.isDefault,
    items: (args: { limit?: number | null }) => data.items.slice(0, args.limit ?? undefined).map(presentItem),
  };
}

const RESOURCE_TYPES: Record<string, { gidType: string; objectType: string; path: string }> = {
  PAGE: { gidType: 'Page', objectType: 'Page', path: 'pages' },
  PRODUCT: { gidType: 'Product', objectType: 'Product', path: 'products' },
  COLLECTION: { gidType: 'Collection', objectType: 'Collection', path: 'collections' },
};

const FIXED_URLS: Record<string, string> = { FRONTPAGE: '/', CATALOG: '/collections/all', COLLECTIONS: '/collections', SEARCH: '/search' };

function depthOf(items: MenuItemInput[] | null | undefined): number {
  if (!items?.length) return 0;
  return 1 + Math.max(...items.map((i) => depthOf(i.items)));
}

/** Builds the stored tree from the input (ids kept when the input names an existing item). */
async function buildItems(ctx: SandboxContext, db: PoolClient, inputs: MenuItemInput[], path: string[], existingIds: Set<string>): Promise<MenuItemData[] | UserError> {
  const out: MenuItemData[] = [];
  for (const [i, input] of inputs.entries()) {
    const field = [...path, String(i)];
    if (!input.title?.trim()) return userError([...field, 'title'], "Title can't be blank");
    let url = input.url ?? null;
    const resource = RESOURCE_TYPES[input.type];
    if (resource) {
      const parsed = parseGid(input.resourceId, resource.gidType);
      const row = parsed ? await ctx.store.getObject(ctx.shop.domain, resource.objectType, parsed.id, db) : null;
      if (!row) return userError([...field, 'resourceId'], `${resource.gidType} does not exist`, 'NOT_FOUND');
      url = `/${resource.path}/${row.handle}`;
    } else if (input.type === 'HTTP') {
      if (!url) return userError([...field, 'url'], "Url can't be blank");
    } else if (FIXED_URLS[input.type]) {
      url = FIXED_URLS[input.type];
    } else if (input.resourceId === undefined && url === null) {
      return userError([...field, 'type'], `The sandbox needs a url for menu items of type ${input.type}`);
    }
    const keep = parseGid(input.id, 'MenuItem');
    const children = await buildItems(ctx, db, input.items ?? [], [...field, 'items'], existingIds);
    if (!Array.isArray(children)) return children;
    out.push({
      id: keep && existingIds.has(keep.id) ? keep.id : await ctx.store.nextId(db),
      title: input.title.trim(),
      type: input.type,
      url,
      resourceId: input.resourceId ?? null,
      tags: input.tags ?? [],
      items: children,
    });
  }
  return out;
}

function collectIds(items: MenuItemData[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    into.add(item.id);
    collectIds(item.items, into);
  }
  return into;
}

function nestingError(): UserError {
  return userError(['items'], `Menu items can only be nested ${MAX_MENU_DEPTH} levels deep`, 'NESTING_TOO_DEEP');
}

export const menuQueries: Record<string, RootResolver> = {
  menus: async (args, ctx) => {
    const terms = parseSearchQuery(args['query'] as string | undefined);
    const rows = await ctx.store.listObjects<MenuData>(ctx.shop.domain, 'Menu');
    const menus = rows.filter((r) => matchesSearch(terms, { handle: r.handle, title: r.data.title, id: r.id })).map((r) => presentMenu(r.id, r.handle as string, r.data));
    return connection(menus, args as ConnectionArgs, (m) => m.id.split('/').pop() as string);
  },
  menu: async (args, ctx) => {
    const parsed = parseGid(args['id'], 'Menu');
    const row = parsed ? await ctx.store.getObject<MenuData>(ctx.shop.domain, 'Menu', parsed.id) : null;
    return row ? presentMenu(row.id, row.handle as string, row.data) : null;
  },
};

export const menuMutations: Record<string, RootResolver> = {
  menuCreate: async (args, ctx) => {
    const items = args['items'] as MenuItemInput[];
    if (depthOf(items) > MAX_MENU_DEPTH) return { menu: null, userErrors: [nestingError()] };
    const title = String(args['title'] ?? '').trim();
    if (!title) return { menu: null, userErrors: [userError(['title'], "Title can't be blank")] };
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const handle = handleize(String(args['handle'] ?? '')) || handleize(title);
      if (await ctx.store.getByHandle(ctx.shop.domain, 'Menu', handle, db)) {
        return { menu: null, userErrors: [userError(['handle'], 'Handle has already been taken')] };
      }
      const built = await buildItems(ctx, db, items, ['items'], new Set());
      if (!Array.isArray(built)) return { menu: null, userErrors: [built] };
      const data: MenuData = { title, isDefault: false, items: built };
      const id = await ctx.store.insertObject(db, ctx.shop.domain, 'Menu', handle, data);
      await ctx.store.countCreated(db, ctx.shop.domain, 'MenuItem', collectIds(built).size);
      return { menu: presentMenu(id, handle, data), userErrors: [] };
    });
  },

  menuUpdate: async (args, ctx) => {
    const items = args['items'] as MenuItemInput[];
    if (depthOf(items) > MAX_MENU_DEPTH) return { menu: null, userErrors: [nestingError()] };
    const title = String(args['title'] ?? '').trim();
    if (!title) return { menu: null, userErrors: [userError(['title'], "Title can't be blank")] };
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'Menu');
      const row = parsed ? await ctx.store.getObject<MenuData>(ctx.shop.domain, 'Menu', parsed.id, db) : null;
      if (!row) return { menu: null, userErrors: [userError(['id'], 'Menu does not exist', 'NOT_FOUND')] };
      let handle = row.handle as string;
      // The default menus' handles are fixed (themes look them up by handle).
      if (args['handle'] && !DEFAULT_HANDLES.includes(handle)) {
        const wanted = handleize(String(args['handle']));
        const other = await ctx.store.getByHandle(ctx.shop.domain, 'Menu', wanted, db);
        if (other && other.id !== row.id) return { menu: null, userErrors: [userError(['handle'], 'Handle has already been taken')] };
        handle = wanted;
      }
      const existingIds = collectIds(row.data.items);
      const built = await buildItems(ctx, db, items, ['items'], existingIds);
      if (!Array.isArray(built)) return { menu: null, userErrors: [built] };
      const data: MenuData = { ...row.data, title, items: built };
      await ctx.store.updateObject(db, ctx.shop.domain, 'Menu', row.id, handle, data);
      await ctx.store.countCreated(db, ctx.shop.domain, 'MenuItem', [...collectIds(built)].filter((id) => !existingIds.has(id)).length);
      return { menu: presentMenu(row.id, handle, data), userErrors: [] };
    });
  },

  menuDelete: async (args, ctx) =>
    ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'Menu');
      const row = parsed ? await ctx.store.getObject<MenuData>(ctx.shop.domain, 'Menu', parsed.id, db) : null;
      if (!row) return { deletedMenuId: null, userErrors: [userError(['id'], 'Menu does not exist', 'MENU_DOES_NOT_EXIST')] };
      if (row.data.isDefault) return { deletedMenuId: null, userErrors: [userError(['id'], 'Default menus cannot be deleted', 'UNABLE_TO_DELETE_DEFAULT_MENU')] };
      await ctx.store.deleteObject(db, ctx.shop.domain, 'Menu', row.id);
      return { deletedMenuId: gid('Menu', row.id), userErrors: [] };
    }),
};
