import { unzipSync } from 'fflate';
import type { ThemeFileRow } from '../store';
import { notImplemented } from '../shopify-errors';
import { connection, gid, globMatch, iso, parseGid, type ConnectionArgs } from '../util';
import { userError, type Args, type RootResolver, type SandboxContext, type UserError } from './context';

export interface ThemeData {
  name: string;
  role: string;
  processingUntil: number;
  processingFailed: boolean;
  themeStoreId: number | null;
  createdAt: string;
  updatedAt: string;
}

export const MAX_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_FILES_PER_UPSERT = 50;
const THEME_DIRS = ['assets', 'blocks', 'config', 'layout', 'locales', 'sections', 'snippets', 'templates'];
const TEXT_EXTENSIONS = /\.(liquid|json|css|js|svg|txt|md|scss|html|map)$/i;

export function isTextFilename(filename: string): boolean {
  return TEXT_EXTENSIONS.test(filename);
}

export function contentTypeOf(filename: string): string {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  const map: Record<string, string> = {
    liquid: 'text/x-liquid',
    json: 'application/json',
    css: 'text/css',
    js: 'application/javascript',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    txt: 'text/plain',
  };
  return map[ext] ?? 'application/octet-stream';
}

/** A theme file name Shopify accepts: one of the theme folders, a sane name, an extension. */
export function validThemeFilename(filename: string): boolean {
  const [dir, ...rest] = filename.split('/');
  if (!THEME_DIRS.includes(dir) || rest.length === 0) return false;
  const name = rest.join('/');
  if (dir !== 'templates' && rest.length > 1) return false;
  if (dir === 'templates' && rest.length > 2) return false;
  return /^[A-Za-z0-9._\-/]+\.[A-Za-z0-9]+$/.test(name) && !name.includes('..');
}

/** JSON as Shopify reads theme JSON: comments allowed (settings_data.json often starts with one). */
export function parseThemeJson(text: string): unknown {
  const withoutComments = text.replace(/("(?:[^"\\]|\\.)*")|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (m, str: string | undefined) => str ?? '');
  return JSON.parse(withoutComments);
}

export function presentThemeFile(row: ThemeFileRow) {
  const text = isTextFilename(row.filename);
  return {
    filename: row.filename,
    contentType: contentTypeOf(row.filename),
    size: String(row.content.length),
    checksumMd5: row.checksum_md5,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    body: text
      ? { __typename: 'OnlineStoreThemeFileBodyText', content: row.content.toString('utf8') }
      : { __typename: 'OnlineStoreThemeFileBodyBase64', contentBase64: row.content.toString('base64') },
  };
}

export function presentTheme(ctx: SandboxContext, id: string, data: ThemeData) {
  const processing = Date.now() < data.processingUntil;
  return {
    __typename: 'OnlineStoreTheme',
    id: gid('OnlineStoreTheme', id),
    name: data.name,
    role: data.role,
    prefix: `/t/${id}`,
    processing,
    processingFailed: data.processingFailed,
    themeStoreId: data.themeStoreId,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
    files: async (args: { filenames?: string[] | null; first?: number; after?: string | null }) => {
      const rows = await ctx.store.themeFiles(ctx.shop.domain, id);
      const wanted = args.filenames;
      const matched = wanted ? rows.filter((r) => wanted.some((p) => globMatch(p, r.filename))) : rows;
      return {
        ...connection(matched.map(presentThemeFile), { first: args.first ?? 50, after: args.after }, (f) => f.filename),
        userErrors: wanted
          ? wanted.filter((p) => !p.includes('*') && !rows.some((r) => r.filename === p)).map((p) => ({ code: 'NOT_FOUND', filename: p }))
          : [],
      };
    },
    translations: () => {
      throw notImplemented('OnlineStoreTheme.translations');
    },
  };
}

async function loadTheme(ctx: SandboxContext, themeGid: unknown) {
  const parsed = parseGid(themeGid, 'OnlineStoreTheme', 'Theme');
  if (!parsed) return null;
  return ctx.store.getObject<ThemeData>(ctx.shop.domain, 'Theme', parsed.id);
}

/** Unpacks a theme zip: files keyed by theme path (a single top-level folder is stripped). */
export function readThemeZip(bytes: Uint8Array): { files: Map<string, Buffer> } | { error: UserError } {
  if (bytes.length === 0) return { error: userError(['source'], 'Zip file is empty', 'ZIP_IS_EMPTY') };
  if (bytes.length > MAX_ZIP_BYTES) return { error: userError(['source'], 'Zip file is too large (maximum 50 MB)', 'ZIP_TOO_LARGE') };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    return { error: userError(['source'], 'Zip file is invalid', 'INVALID_ZIP') };
  }
  const names = Object.keys(entries).filter((n) => !n.endsWith('/') && !n.startsWith('__MACOSX/') && !/(^|\/)\.[^/]*$/.test(n));
  if (names.length === 0) return { error: userError(['source'], 'Zip file is empty', 'ZIP_IS_EMPTY') };
  const tops = new Set(names.map((n) => n.split('/')[0]));
  const strip = tops.size === 1 && !THEME_DIRS.includes([...tops][0]) ? `${[...tops][0]}/` : '';
  const files = new Map<string, Buffer>();
  for (const name of names) {
    const path = strip && name.startsWith(strip) ? name.slice(strip.length) : name;
    if (validThemeFilename(path)) files.set(path, Buffer.from(entries[name]));
  }
  if (!files.has('layout/theme.liquid')) {
    return { error: userError(['source'], 'Zip does not contain a valid theme: layout/theme.liquid is missing', 'INVALID_ZIP') };
  }
  return { files };
}

async function download(ctx: SandboxContext, source: string): Promise<Uint8Array | UserError> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return userError(['source'], 'Source is not a valid URL', 'INVALID_ZIP');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return userError(['source'], 'Source is not a valid URL', 'INVALID_ZIP');
  if (!ctx.settings.allowDownload(url)) return userError(['source'], `This sandbox does not download from ${url.origin}`, 'INVALID_ZIP');
  try {
    const response = await ctx.settings.downloadFetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'follow' });
    if (!response.ok) return userError(['source'], `Theme zip could not be downloaded (HTTP ${response.status})`, 'INVALID_ZIP');
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_ZIP_BYTES) return userError(['source'], 'Zip file is too large (maximum 50 MB)', 'ZIP_TOO_LARGE');
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return userError(['source'], `Theme zip could not be downloaded (${(error as Error).message})`, 'INVALID_ZIP');
  }
}

export const themeQueries: Record<string, RootResolver> = {
  themes: async (args, ctx) => {
    const roles = args['roles'] as string[] | undefined;
    const names = args['names'] as string[] | undefined;
    const rows = await ctx.store.listObjects<ThemeData>(ctx.shop.domain, 'Theme');
    const themes = rows
      .filter((r) => !roles || roles.includes(r.data.role))
      .filter((r) => !names || names.some((n) => globMatch(n, r.data.name)))
      .map((r) => presentTheme(ctx, r.id, r.data));
    return connection(themes, args as ConnectionArgs, (t) => t.id.split('/').pop() as string);
  },
  theme: async (args, ctx) => {
    const row = await loadTheme(ctx, args['id']);
    return row ? presentTheme(ctx, row.id, row.data) : null;
  },
};

export const themeMutations: Record<string, RootResolver> = {
  themeCreate: async (args, ctx) => {
    const role = (args['role'] as string | undefined) ?? 'UNPUBLISHED';
    if (role !== 'UNPUBLISHED' && role !== 'DEVELOPMENT') {
      return { theme: null, userErrors: [userError(['role'], 'Role must be UNPUBLISHED or DEVELOPMENT', 'INVALID_THEME_ROLE_FOR_THEME_CREATION')] };
    }
    const downloaded = await download(ctx, String(args['source']));
    if (!(downloaded instanceof Uint8Array)) return { theme: null, userErrors: [downloaded] };
    const zip = readThemeZip(downloaded);
    if ('error' in zip) return { theme: null, userErrors: [zip.error] };
    const source = new URL(String(args['source']));
    const name = (args['name'] as string | undefined)?.trim() || decodeURIComponent(source.pathname.split('/').pop() ?? 'Theme').replace(/\.zip$/i, '');
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const existing = await ctx.store.listObjects<ThemeData>(ctx.shop.domain, 'Theme', db);
      if (existing.length >= ctx.shop.theme_limit) {
        return {
          theme: null,
          userErrors: [userError(['source'], `Your theme library is full: a store can have at most ${ctx.shop.theme_limit} themes. Delete a theme to add a new one.`)],
        };
      }
      const now = new Date().toISOString();
      const data: ThemeData = {
        name,
        role,
        processingUntil: Date.now() + ctx.settings.themeProcessingMs,
        processingFailed: false,
        themeStoreId: null,
        createdAt: now,
        updatedAt: now,
      };
      const id = await ctx.store.insertObject(db, ctx.shop.domain, 'Theme', null, data);
      await ctx.store.upsertThemeFiles(db, ctx.shop.domain, id, [...zip.files].map(([filename, content]) => ({ filename, content })));
      return { theme: presentTheme(ctx, id, data), userErrors: [] };
    });
  },

  themePublish: async (args, ctx) =>
    ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'OnlineStoreTheme', 'Theme');
      const row = parsed ? await ctx.store.getObject<ThemeData>(ctx.shop.domain, 'Theme', parsed.id, db) : null;
      if (!row) return { theme: null, userErrors: [userError(['id'], 'Theme does not exist', 'NOT_FOUND')] };
      if (Date.now() < row.data.processingUntil) {
        return { theme: null, userErrors: [userError(['id'], 'Theme cannot be published while it is being installed', 'CANNOT_PUBLISH_THEME_DURING_INSTALL')] };
      }
      const now = new Date().toISOString();
      for (const other of await ctx.store.listObjects<ThemeData>(ctx.shop.domain, 'Theme', db)) {
        if (other.id !== row.id && other.data.role === 'MAIN') {
          await ctx.store.updateObject(db, ctx.shop.domain, 'Theme', other.id, null, { ...other.data, role: 'UNPUBLISHED', updatedAt: now });
        }
      }
      const data = { ...row.data, role: 'MAIN', updatedAt: now };
      await ctx.store.updateObject(db, ctx.shop.domain, 'Theme', row.id, null, data);
      return { theme: presentTheme(ctx, row.id, data), userErrors: [] };
    }),

  themeDelete: async (args, ctx) =>
    ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const parsed = parseGid(args['id'], 'OnlineStoreTheme', 'Theme');
      const row = parsed ? await ctx.store.getObject<ThemeData>(ctx.shop.domain, 'Theme', parsed.id, db) : null;
      if (!row) return { deletedThemeId: null, userErrors: [userError(['id'], 'Theme does not exist', 'NOT_FOUND')] };
      if (row.data.role === 'MAIN') return { deletedThemeId: null, userErrors: [userError(['id'], 'The published theme cannot be deleted', 'THEME_DELETE_ERROR')] };
      await ctx.store.deleteThemeFiles(db, ctx.shop.domain, row.id);
      await ctx.store.deleteObject(db, ctx.shop.domain, 'Theme', row.id);
      return { deletedThemeId: gid('OnlineStoreTheme', row.id), userErrors: [] };
    }),

  themeFilesUpsert: async (args, ctx) => {
    const files = args['files'] as Array<{ filename: string; body: { type: string; value: string } }>;
    const fail = (errors: unknown[]) => ({ job: null, upsertedThemeFiles: [], userErrors: errors });
    if (files.length > MAX_FILES_PER_UPSERT) {
      return fail([{ field: ['files'], message: `Files must be less than or equal to ${MAX_FILES_PER_UPSERT}`, code: 'LESS_THAN_OR_EQUAL_TO', filename: null }]);
    }
    const seen = new Set<string>();
    for (const file of files) {
      if (seen.has(file.filename)) {
        return fail([{ field: ['files'], message: `Duplicate file input: ${file.filename}`, code: 'DUPLICATE_FILE_INPUT', filename: file.filename }]);
      }
      seen.add(file.filename);
    }
    const parsed = parseGid(args['themeId'], 'OnlineStoreTheme', 'Theme');
    const theme = parsed ? await ctx.store.getObject<ThemeData>(ctx.shop.domain, 'Theme', parsed.id) : null;
    if (!theme) return fail([{ field: ['themeId'], message: 'Theme does not exist', code: 'NOT_FOUND', filename: null }]);
    const userErrors: unknown[] = [];
    const accepted: Array<{ filename: string; content: Buffer }> = [];
    for (const [index, file] of files.entries()) {
      const field = ['files', String(index)];
      if (!validThemeFilename(file.filename)) {
        userErrors.push({ field, message: `${file.filename}: invalid theme file name`, code: 'FILE_VALIDATION_ERROR', filename: file.filename });
        continue;
      }
      let content: Buffer;
      if (file.body.type === 'TEXT') content = Buffer.from(file.body.value, 'utf8');
      else if (file.body.type === 'BASE64') content = Buffer.from(file.body.value, 'base64');
      else {
        try {
          const url = new URL(file.body.value);
          if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !ctx.settings.allowDownload(url)) throw new Error('URL not allowed');
          const response = await ctx.settings.downloadFetch(url, { signal: AbortSignal.timeout(30_000) });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          content = Buffer.from(await response.arrayBuffer());
        } catch (error) {
          userErrors.push({ field, message: `${file.filename}: could not download ${file.body.value} (${(error as Error).message})`, code: 'ERROR', filename: file.filename });
          continue;
        }
      }
      if (file.filename.endsWith('.json')) {
        try {
          parseThemeJson(content.toString('utf8'));
        } catch (error) {
          userErrors.push({ field, message: `${file.filename}: invalid JSON (${(error as Error).message})`, code: 'FILE_VALIDATION_ERROR', filename: file.filename });
          continue;
        }
      }
      accepted.push({ filename: file.filename, content });
    }
    const stillThere = await ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const fresh = await ctx.store.getObject<ThemeData>(ctx.shop.domain, 'Theme', theme.id, db);
      if (!fresh) return false;
      await ctx.store.upsertThemeFiles(db, ctx.shop.domain, theme.id, accepted);
      await ctx.store.updateObject(db, ctx.shop.domain, 'Theme', theme.id, null, { ...fresh.data, updatedAt: new Date().toISOString() });
      return true;
    });
    if (!stillThere) return fail([{ field: ['themeId'], message: 'Theme does not exist', code: 'NOT_FOUND', filename: null }]);
    const rows = await ctx.store.themeFiles(ctx.shop.domain, theme.id, accepted.map((f) => f.filename));
    return {
      job: null,
      upsertedThemeFiles: rows.map((r) => ({
        filename: r.filename,
        checksumMd5: r.checksum_md5,
        size: String(r.content.length),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      })),
      userErrors,
    };
  },
};

export type ThemeArgs = Args;
