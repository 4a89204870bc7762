import { randomBytes } from 'node:crypto';
import { notImplemented } from '../shopify-errors';
import { connection, gid, iso, matchesSearch, parseSearchQuery, type ConnectionArgs } from '../util';
import { userError, type RootResolver, type SandboxContext, type UserError } from './context';

export interface FileData {
  kind: 'MediaImage' | 'GenericFile';
  alt: string | null;
  filename: string;
  originalSource: string;
  mimeType: string;
  readyAt: number;
  createdAt: string;
  updatedAt: string;
}

const IMAGE_EXT = /\.(png|jpe?g|gif|webp|svg|avif|heic)$/i;

export function mimeTypeOf(filename: string): string {
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  const map: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
    avif: 'image/avif',
    pdf: 'application/pdf',
    txt: 'text/plain',
  };
  return map[ext] ?? 'application/octet-stream';
}

/** Where Shopify's CDN would serve a shop file (the sandbox has no CDN; the URL is for references). */
export function cdnUrl(ctx: SandboxContext, filename: string): string {
  return `https://cdn.shopify.com/s/files/1/${ctx.shop.id}/files/${encodeURIComponent(filename)}`;
}

function presentImage(ctx: SandboxContext, id: string, data: { filename: string; alt: string | null }) {
  return { id: gid('ImageSource', id), url: () => cdnUrl(ctx, data.filename), altText: data.alt, width: null, height: null, thumbhash: null };
}

export function presentFile(ctx: SandboxContext, id: string, data: FileData) {
  const ready = Date.now() >= data.readyAt;
  const status = ready ? 'READY' : 'UPLOADED';
  const common = {
    id: gid(data.kind, id),
    alt: data.alt,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
    fileStatus: status,
    fileErrors: [],
    mimeType: data.mimeType,
    preview: { image: ready ? presentImage(ctx, id, data) : null, status },
  };
  if (data.kind === 'MediaImage') {
    return {
      __typename: 'MediaImage',
      ...common,
      mediaContentType: 'IMAGE',
      mediaErrors: [],
      mediaWarnings: [],
      status,
      image: ready ? presentImage(ctx, id, data) : null,
      originalSource: { url: data.originalSource, fileSize: null },
      fileName: data.filename,
    };
  }
  return { __typename: 'GenericFile', ...common, url: ready ? cdnUrl(ctx, data.filename) : null, originalFileSize: null };
}

function filenameFrom(source: string): string {
  try {
    return decodeURIComponent(new URL(source).pathname.split('/').pop() ?? '') || 'file';
  } catch {
    return 'file';
  }
}

/** Validates and prepares one file input (fileCreate, or productSet's files). */
export function prepareFile(
  input: { originalSource?: string | null; alt?: string | null; contentType?: string | null; filename?: string | null; duplicateResolutionMode?: string | null; id?: string | null },
  field: string[],
  fileProcessingMs: number,
): { data: FileData } | { error: UserError } {
  for (const key of Object.keys(input)) {
    if (!['originalSource', 'alt', 'contentType', 'filename', 'duplicateResolutionMode'].includes(key)) throw notImplemented(`the file input field ${key}`);
  }
  const source = input.originalSource ?? '';
  let url: URL | null = null;
  try {
    url = new URL(source);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { error: userError([...field, 'originalSource'], 'Image URL is invalid', 'INVALID_IMAGE_SOURCE_URL') };
  }
  if ((input.alt ?? '').length > 512) return { error: userError([...field, 'alt'], 'The alt value exceeds the maximum limit of 512 characters.', 'ALT_VALUE_LIMIT_EXCEEDED') };
  const filename = input.filename || filenameFrom(source);
  if (input.filename && filenameFrom(source).includes('.') && filename.split('.').pop() !== filenameFrom(source).split('.').pop()) {
    return { error: userError([...field, 'filename'], 'The filename extension does not match the original source.', 'MISMATCHED_FILENAME_AND_ORIGINAL_SOURCE') };
  }
  const contentType = input.contentType ?? (IMAGE_EXT.test(filename) ? 'IMAGE' : 'FILE');
  if (contentType !== 'IMAGE' && contentType !== 'FILE') throw notImplemented(`fileCreate with contentType ${contentType}`);
  const now = new Date().toISOString();
  return {
    data: {
      kind: contentType === 'IMAGE' ? 'MediaImage' : 'GenericFile',
      alt: input.alt ?? null,
      filename,
      originalSource: source,
      mimeType: mimeTypeOf(filename),
      readyAt: Date.now() + fileProcessingMs,
      createdAt: now,
      updatedAt: now,
    },
  };
}

export const fileQueries: Record<string, RootResolver> = {
  files: async (args, ctx) => {
    const terms = parseSearchQuery(args['query'] as string | undefined);
    const rows = await ctx.store.listObjects<FileData>(ctx.shop.domain, 'File');
    const files = rows
      .filter((r) =>
        matchesSearch(terms, {
          filename: r.data.filename,
          title: r.data.filename,
          media_type: r.data.kind === 'MediaImage' ? 'IMAGE' : 'GENERIC_FILE',
          status: Date.now() >= r.data.readyAt ? 'ready' : 'uploaded',
          id: r.id,
        }),
      )
      .map((r) => ({ key: r.id, node: presentFile(ctx, r.id, r.data) }));
    const page = connection(files, args as ConnectionArgs, (f) => f.key);
    return { ...page, nodes: page.nodes.map((f) => f.node), edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node.node })) };
  },
};

export const fileMutations: Record<string, RootResolver> = {
  fileCreate: async (args, ctx) => {
    const inputs = args['files'] as Array<Record<string, string | null>>;
    if (inputs.length > 250) return { files: null, userErrors: [userError(['files'], 'Too many files (maximum 250)', 'TOO_MANY_ARGUMENTS')] };
    const prepared: FileData[] = [];
    for (const [index, input] of inputs.entries()) {
      const result = prepareFile(input, ['files', String(index)], ctx.settings.fileProcessingMs);
      if ('error' in result) return { files: null, userErrors: [result.error] };
      prepared.push(result.data);
    }
    return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
      const existing = new Set((await ctx.store.listObjects<FileData>(ctx.shop.domain, 'File', db)).map((r) => r.data.filename));
      const created = [];
      for (const data of prepared) {
        if (existing.has(data.filename)) {
          // Shopify's default duplicate resolution (APPEND_UUID) keeps both files.
          const dot = data.filename.lastIndexOf('.');
          const suffix = `_${randomBytes(4).toString('hex')}`;
          data.filename = dot > 0 ? `${data.filename.slice(0, dot)}${suffix}${data.filename.slice(dot)}` : `${data.filename}${suffix}`;
        }
        existing.add(data.filename);
        const id = await ctx.store.insertObject(db, ctx.shop.domain, 'File', null, data);
        created.push(presentFile(ctx, id, data));
      }
      return { files: created, userErrors: [] };
    });
  },
};

export const isoNow = () => iso(Date.now());
