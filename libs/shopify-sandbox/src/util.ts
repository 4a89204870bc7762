import { executionError } from './shopify-errors';

export function gid(type: string, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id of a GID of one of `types`, or null. */
export function parseGid(value: unknown, ...types: string[]): { type: string; id: string } | null {
  if (typeof value !== 'string') return null;
  const match = value.match(/^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,18})(\?.*)?$/);
  if (!match) return null;
  if (types.length && !types.includes(match[1])) return null;
  return { type: match[1], id: match[2] };
}

/** Shopify's handleize: lowercase, ASCII letters/digits, dashes. */
export function handleize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/['"’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export function truncate(text: string, at?: number | null): string {
  if (!at || text.length <= at) return text;
  return `${text.slice(0, Math.max(0, at - 3))}...`;
}

export function money(value: unknown): string {
  const n = Number(value ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(2);
}

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export const MAX_PAGE_SIZE = 250;

function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({ last_id: key }), 'utf8').toString('base64');
}

function decodeCursor(cursor: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    return parsed.last_id === undefined ? null : String(parsed.last_id);
  } catch {
    return null;
  }
}

/** A Relay connection over `items` (already in the default order), as Shopify pages it. */
export function connection<T>(items: T[], args: ConnectionArgs, keyOf: (item: T) => string, options: { requireSize?: boolean } = {}): Connection<T> {
  const { first, last, after, before, reverse } = args;
  if ((options.requireSize ?? true) && (first === undefined || first === null) && (last === undefined || last === null)) {
    throw executionError('you must provide one of first or last');
  }
  for (const [name, n] of [['first', first], ['last', last]] as const) {
    if (typeof n === 'number' && (n < 0 || n > MAX_PAGE_SIZE)) {
      throw executionError(`The value of ${name} must be between 0 and ${MAX_PAGE_SIZE}`);
    }
  }
  let list = reverse ? [...items].reverse() : [...items];
  const keys = list.map(keyOf);
  let start = 0;
  let end = list.length;
  if (after) {
    const key = decodeCursor(after);
    const index = key === null ? -1 : keys.indexOf(key);
    if (index >= 0) start = index + 1;
  }
  if (before) {
    const key = decodeCursor(before);
    const index = key === null ? -1 : keys.indexOf(key);
    if (index >= 0) end = index;
  }
  list = list.slice(start, end);
  let sliceStart = start;
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (typeof first === 'number' && list.length > first) {
    list = list.slice(0, first);
    hasNextPage = true;
  }
  if (typeof last === 'number' && list.length > last) {
    sliceStart += list.length - last;
    list = list.slice(list.length - last);
    hasPreviousPage = true;
  }
  const edges = list.map((node, i) => ({ cursor: encodeCursor(keys[sliceStart + i]), node }));
  return {
    edges,
    nodes: list,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * Shopify's search syntax, the part a build uses: `handle:about-us`, `title:'Summer sale'`,
 * `status:active`, `id:123`, free words (matched against the title). Terms are ANDed.
 */
export function parseSearchQuery(query: string | null | undefined): Array<{ field: string | null; value: string }> {
  if (!query) return [];
  const terms: Array<{ field: string | null; value: string }> = [];
  const re = /(?:([a-zA-Z_]+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(query))) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!match[1] && /^(AND|OR)$/i.test(value)) continue;
    terms.push({ field: match[1]?.toLowerCase() ?? null, value });
  }
  return terms;
}

export function matchesSearch(terms: Array<{ field: string | null; value: string }>, fields: Record<string, string | string[] | null | undefined>): boolean {
  return terms.every(({ field, value }) => {
    const key = field ?? 'title';
    const actual = fields[key];
    if (actual === undefined) return false;
    const wanted = value.toLowerCase();
    const values = Array.isArray(actual) ? actual : [actual ?? ''];
    return values.some((v) => {
      const have = String(v).toLowerCase();
      if (wanted.endsWith('*')) return have.startsWith(wanted.slice(0, -1));
      return field === null ? have.includes(wanted) : have === wanted;
    });
  });
}

/** Glob with `*` (Shopify's theme `files(filenames:)` accepts e.g. `templates/*.json`). */
export function globMatch(pattern: string, value: string): boolean {
  if (!pattern.includes('*')) return pattern === value;
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(value);
}

export function iso(value: Date | string | number): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
