import { connection, gid, handleize, matchesSearch, parseGid, parseSearchQuery, stripHtml, truncate, type ConnectionArgs } from '../util';
import type { Db } from '../store';
import { userError, type RootResolver, type SandboxContext, type UserError } from './context';

export interface PageData {
  title: string;
  body: string;
  isPublished: boolean;
  publishedAt: string | null;
  templateSuffix: string | null;
  createdAt: string;
  updatedAt: string;
}

const MAX_TITLE = 255;
const MAX_BODY_BYTES = 512 * 1024;

export function presentPage(id: string, handle: string, data: PageData) {
  return {
    __typename: 'Page',
    id: gid('Page', id),
    title: data.title,
    handle,
    body: data.body,
    bodySummary: truncate(stripHtml(data.body), 150),
    isPublished: data.isPublished,
    publishedAt: data.publishedAt,
    templateSuffix: data.templateSuffix,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
    defaultCursor: Buffer.from(JSON.stringify({ last_id: Number(id) })).toString('base64'),
  };
}

interface PageInput {
  title?: string | null;
  body?: string | null;
  handle?: string | null;
  isPublished?: boolean | null;
  publishDate?: string | null;
  templateSuffix?: string | null;
  redirectNewHandle?: boolean | null;
}

function validate(input: PageInput, creating: boolean): UserError | null {
  if (creating || input.title !== undefined) {
    if (!input.title || !input.title.trim()) return userError(['page', 'title'], "Title can't be blank", 'BLANK');
    if (input.title.length > MAX_TITLE) return userError(['page', 'title'], `Title is too long (maximum is ${MAX_TITLE} characters)`, 'TOO_LONG');
  }
  if (input.handle !== undefined && input.handle !== null) {
    if (input.handle.length > MAX_TITLE) return userError(['page', 'handle'], `Handle is too long (maximum is ${MAX_TITLE} characters)`, 'TOO_LONG');
    if (!handleize(input.handle)) return userError(['page', 'handle'], 'Handle is invalid', 'INVALID_VALUE');
  }
  if (input.body && Buffer.byteLength(input.body) > MAX_BODY_BYTES) return userError(['page', 'body'], 'Body is too big (maximum is 512 KB)', 'TOO_BIG');
  if (input.publishDate && Number.isNaN(Date.parse(input.publishDate))) return userError(['page', 'publishDate'], 'Publish date is invalid', 'INVALID_PUBLISH_DATE');
  return null;
}

/** A free handle derived from `base`: Shopify appends -1, -2 … when one is derived from the title. */
export async function uniqueHandle(ctx: SandboxContext, db: Db, type: string, base: string, exceptId?: string): Promise<string> {
  const root = base || type.toLowerCase();
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? root : `${root}-${n}`;
    const taken = await ctx.store.getByHandle(ctx.shop.domain, type, candidate, db);
    if (!taken || taken.id === exceptId) return candidate;
  }
}

export const pageQueries: Record<string, RootResolver> = {
  pages: async (args, ctx) => {
    const terms = parseSearchQuery(args['query'] as string | undefined);
    const rows = await ctx.store.listObjects<PageData>(ctx.shop.domain, 'Page');
    const pages = rows
      .filter((r) =>
        matchesSearch(terms, {
          handle: r.handle,
          title: r.data.title,
          id: r.id,
          published_status: r.data.isPublished ? 'published' : 'unpublished',
        }),
      )
      .map((r) => presentPage(r.id, r.handle as string, r.data));
    return connection(pages, args as ConnectionArgs, (p) => p.id.split('/').pop() as string);
  },
  page: async (args, ctx) => {
    const parsed = parseGid(args['id'], 'Page');
    const row = parsed ? await ctx.store.getObject<PageData>(ctx.shop.domain, 'Page', parsed.id) : null;
    return row ? presentPage(row.id, row.handle as string, row.data) : null;
  },
};

export const pageMutations: Record<string, RootResolver> = {
  pageCreate: async (args, ctx) => {
    const input = args['page'] as PageInput;
    const invalid = validate(input, true);
    if (invalid) return { page: null, userErrors: [invalid] };
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      let handle: string;
      if (input.handle) {
        handle = handleize(input.handle);
        if (await ctx.store.getByHandle(ctx.shop.domain, 'Page', handle, db)) {
          return { page: null, userErrors: [userError(['page', 'handle'], 'Handle has already been taken', 'TAKEN')] };
        }
      } else {
        handle = await uniqueHandle(ctx, db, 'Page', handleize(input.title as string));
      }
      const now = new Date().toISOString();
      const published = input.isPublished ?? true;
      const data: PageData = {
        title: (input.title as string).trim(),
        body: input.body ?? '',
        isPublished: published,
        publishedAt: published ? (input.publishDate ?? now) : null,
        templateSuffix: input.templateSuffix ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const id = await ctx.store.insertObject(db, ctx.shop.domain, 'Page', handle, data);
      return { page: presentPage(id, handle, data), userErrors: [] };
    });
  },

  pageUpdate: async (args, ctx) => {
    const input = args['page'] as PageInput;
    const invalid = validate(input, false);
    if (invalid) return { page: null, userErrors: [invalid] };
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'Page');
      const row = parsed ? await ctx.store.getObject<PageData>(ctx.shop.domain, 'Page', parsed.id, db) : null;
      if (!row) return { page: null, userErrors: [userError(['id'], 'Page does not exist', 'NOT_FOUND')] };
      let handle = row.handle as string;
      if (input.handle) {
        const wanted = handleize(input.handle);
        const other = await ctx.store.getByHandle(ctx.shop.domain, 'Page', wanted, db);
        if (other && other.id !== row.id) return { page: null, userErrors: [userError(['page', 'handle'], 'Handle has already been taken', 'TAKEN')] };
        handle = wanted;
      }
      const now = new Date().toISOString();
      const isPublished = input.isPublished ?? row.data.isPublished;
      const data: PageData = {
        ...row.data,
        title: input.title?.trim() ?? row.data.title,
        body: input.body ?? row.data.body,
        isPublished,
        publishedAt: isPublished ? (input.publishDate ?? row.data.publishedAt ?? now) : null,
        templateSuffix: input.templateSuffix !== undefined ? input.templateSuffix : row.data.templateSuffix,
        updatedAt: now,
      };
      await ctx.store.updateObject(db, ctx.shop.domain, 'Page', row.id, handle, data);
      return { page: presentPage(row.id, handle, data), userErrors: [] };
    });
  },

  pageDelete: async (args, ctx) =>
    ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'Page');
      const row = parsed ? await ctx.store.getObject<PageData>(ctx.shop.domain, 'Page', parsed.id, db) : null;
      if (!row) return { deletedPageId: null, userErrors: [userError(['id'], 'Page does not exist', 'NOT_FOUND')] };
      await ctx.store.deleteObject(db, ctx.shop.domain, 'Page', row.id);
      return { deletedPageId: gid('Page', row.id), userErrors: [] };
    }),
};
