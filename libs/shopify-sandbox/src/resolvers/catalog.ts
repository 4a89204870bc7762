import type { PoolClient } from 'pg';
import type { ObjectRow } from '../store';
import { notImplemented } from '../shopify-errors';
import { connection, gid, handleize, matchesSearch, money, parseGid, parseSearchQuery, stripHtml, truncate, type ConnectionArgs } from '../util';
import { userError, type Args, type RootResolver, type SandboxContext, type UserError } from './context';
import { presentFile, prepareFile, type FileData } from './files';
import { uniqueHandle } from './pages';
import { presentShop } from './shop';

export interface OptionData {
  id: string;
  name: string;
  position: number;
  values: Array<{ id: string; name: string }>;
}

export interface VariantData {
  id: string;
  price: string;
  compareAtPrice: string | null;
  sku: string | null;
  barcode: string | null;
  position: number;
  taxable: boolean;
  inventoryPolicy: string;
  optionValues: Array<{ optionName: string; name: string }>;
  createdAt: string;
  updatedAt: string;
}

export interface MediaData extends FileData {
  id: string;
}

export interface ProductData {
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: string;
  tags: string[];
  templateSuffix: string | null;
  seo: { title: string | null; description: string | null };
  options: OptionData[];
  variants: VariantData[];
  media: MediaData[];
  publications: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CollectionData {
  title: string;
  descriptionHtml: string;
  sortOrder: string;
  templateSuffix: string | null;
  seo: { title: string | null; description: string | null };
  image: { src: string; altText: string | null } | null;
  productIds: string[];
  publications: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PublicationData {
  name: string;
  createdAt: string;
}

const idOf = (g: string) => g.split('/').pop() as string;
const count = (n: number) => ({ count: n, precision: 'EXACT' });

// ---------------------------------------------------------------- presenters

export function presentPublication(ctx: SandboxContext, row: ObjectRow<PublicationData>): Record<string, unknown> {
  const publication: Record<string, unknown> = {
    __typename: 'Publication',
    id: gid('Publication', row.id),
    name: row.data.name,
    autoPublish: false,
    supportsFuturePublishing: false,
    operation: null,
    hasCollection: async (args: Args) => {
      const parsed = parseGid(args['id'], 'Collection');
      const c = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id) : null;
      return !!c && c.data.publications.includes(row.id);
    },
    products: async (args: Args) => {
      const rows = (await ctx.store.listObjects<ProductData>(ctx.shop.domain, 'Product')).filter((p) => p.data.publications.includes(row.id));
      return connection(rows.map((p) => presentProduct(ctx, p)), args as ConnectionArgs, (p) => idOf(p.id as string));
    },
    collections: async (args: Args) => {
      const rows = (await ctx.store.listObjects<CollectionData>(ctx.shop.domain, 'Collection')).filter((c) => c.data.publications.includes(row.id));
      return connection(rows.map((c) => presentCollection(ctx, c)), args as ConnectionArgs, (c) => idOf(c.id as string));
    },
  };
  publication['catalog'] = {
    __typename: 'AppCatalog',
    id: gid('AppCatalog', row.id),
    title: row.data.name,
    status: 'ACTIVE',
    publication: () => publication,
  };
  return publication;
}

function presentMedia(ctx: SandboxContext, m: MediaData) {
  return presentFile(ctx, m.id, m);
}

export function variantTitle(v: VariantData): string {
  return v.optionValues.map((o) => o.name).join(' / ');
}

function presentVariant(ctx: SandboxContext, row: ObjectRow<ProductData>, v: VariantData): Record<string, unknown> {
  const title = variantTitle(v);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    legacyResourceId: v.id,
    title,
    displayName: `${row.data.title} - ${title}`,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku,
    barcode: v.barcode,
    position: v.position,
    taxable: v.taxable,
    inventoryPolicy: v.inventoryPolicy,
    availableForSale: row.data.status === 'ACTIVE',
    sellableOnlineQuantity: 0,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    defaultCursor: Buffer.from(JSON.stringify({ last_id: Number(v.id) })).toString('base64'),
    selectedOptions: v.optionValues.map((ov) => {
      const option = row.data.options.find((o) => o.name === ov.optionName);
      const value = option?.values.find((x) => x.name === ov.name);
      return { name: ov.optionName, value: ov.name, optionValue: { id: gid('ProductOptionValue', value?.id ?? '0'), name: ov.name, hasVariants: true, swatch: null } };
    }),
    product: () => presentProduct(ctx, row),
  };
}

export function presentProduct(ctx: SandboxContext, row: ObjectRow<ProductData>): Record<string, unknown> {
  const d = row.data;
  const prices = d.variants.map((v) => Number(v.price));
  const currency = ctx.shop.currency_code;
  const online = d.publications.length > 0 && d.status === 'ACTIVE';
  return {
    __typename: 'Product',
    id: gid('Product', row.id),
    legacyResourceId: row.id,
    title: d.title,
    handle: row.handle,
    descriptionHtml: d.descriptionHtml,
    description: (args: Args) => truncate(stripHtml(d.descriptionHtml), args['truncateAt'] as number | undefined),
    vendor: d.vendor,
    productType: d.productType,
    status: d.status,
    tags: d.tags,
    templateSuffix: d.templateSuffix,
    seo: d.seo,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    publishedAt: d.publishedAt,
    isGiftCard: false,
    giftCardTemplateSuffix: null,
    hasOutOfStockVariants: false,
    hasOnlyDefaultVariant: d.variants.length === 1 && d.options.length === 1 && d.options[0].name === 'Title' && d.options[0].values[0]?.name === 'Default Title',
    onlineStoreUrl: online ? `https://${ctx.shop.domain}/products/${row.handle}` : null,
    onlineStorePreviewUrl: `https://${ctx.shop.domain}/products/${row.handle}`,
    defaultCursor: Buffer.from(JSON.stringify({ last_id: Number(row.id) })).toString('base64'),
    options: (args: Args) =>
      d.options.slice(0, (args['first'] as number | undefined) ?? undefined).map((o) => ({
        id: gid('ProductOption', o.id),
        name: o.name,
        position: o.position,
        values: o.values.map((v) => v.name),
        optionValues: o.values.map((v) => ({
          id: gid('ProductOptionValue', v.id),
          name: v.name,
          hasVariants: d.variants.some((x) => x.optionValues.some((ov) => ov.optionName === o.name && ov.name === v.name)),
          swatch: null,
        })),
      })),
    variants: (args: Args) => connection(d.variants.map((v) => presentVariant(ctx, row, v)), args as ConnectionArgs, (v) => idOf(v.id as string)),
    variantsCount: count(d.variants.length),
    media: (args: Args) => connection(d.media.map((m) => presentMedia(ctx, m)), args as ConnectionArgs, (m) => idOf(m.id)),
    mediaCount: count(d.media.length),
    featuredMedia: d.media[0] ? presentMedia(ctx, d.media[0]) : null,
    priceRangeV2: {
      minVariantPrice: { amount: money(prices.length ? Math.min(...prices) : 0), currencyCode: currency },
      maxVariantPrice: { amount: money(prices.length ? Math.max(...prices) : 0), currencyCode: currency },
    },
    collections: async (args: Args) => {
      const rows = (await ctx.store.listObjects<CollectionData>(ctx.shop.domain, 'Collection')).filter((c) => c.data.productIds.includes(row.id));
      return connection(rows.map((c) => presentCollection(ctx, c)), args as ConnectionArgs, (c) => idOf(c.id as string));
    },
    inCollection: async (args: Args) => {
      const parsed = parseGid(args['id'], 'Collection');
      const c = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id) : null;
      return !!c && c.data.productIds.includes(row.id);
    },
    publishedOnPublication: (args: Args) => d.publications.includes(parseGid(args['publicationId'], 'Publication')?.id ?? ''),
    availablePublicationsCount: async () => count((await ctx.store.listObjects(ctx.shop.domain, 'Publication')).length),
  };
}

export function presentCollection(ctx: SandboxContext, row: ObjectRow<CollectionData>): Record<string, unknown> {
  const d = row.data;
  return {
    __typename: 'Collection',
    id: gid('Collection', row.id),
    legacyResourceId: row.id,
    title: d.title,
    handle: row.handle,
    descriptionHtml: d.descriptionHtml,
    description: (args: Args) => truncate(stripHtml(d.descriptionHtml), args['truncateAt'] as number | undefined),
    sortOrder: d.sortOrder,
    templateSuffix: d.templateSuffix,
    seo: d.seo,
    updatedAt: d.updatedAt,
    ruleSet: null,
    image: d.image ? { id: gid('CollectionImage', row.id), url: d.image.src, altText: d.image.altText, width: null, height: null, thumbhash: null } : null,
    productsCount: count(d.productIds.length),
    hasProduct: (args: Args) => d.productIds.includes(parseGid(args['id'], 'Product')?.id ?? ''),
    products: async (args: Args) => {
      const products = await ctx.store.listObjects<ProductData>(ctx.shop.domain, 'Product');
      const byId = new Map(products.map((p) => [p.id, p]));
      const members = d.productIds.map((id) => byId.get(id)).filter((p): p is ObjectRow<ProductData> => !!p);
      return connection(members.map((p) => presentProduct(ctx, p)), args as ConnectionArgs, (p) => idOf(p.id as string));
    },
    publishedOnPublication: (args: Args) => d.publications.includes(parseGid(args['publicationId'], 'Publication')?.id ?? ''),
    availablePublicationsCount: async () => count((await ctx.store.listObjects(ctx.shop.domain, 'Publication')).length),
  };
}

// ---------------------------------------------------------------- productSet

const PRODUCT_INPUT_FIELDS = new Set(['title', 'handle', 'descriptionHtml', 'vendor', 'productType', 'status', 'tags', 'templateSuffix', 'seo', 'productOptions', 'variants', 'files', 'collections', 'redirectNewHandle']);
const VARIANT_INPUT_FIELDS = new Set(['id', 'optionValues', 'price', 'compareAtPrice', 'sku', 'barcode', 'position', 'taxable', 'inventoryPolicy', 'file']);
const MAX_OPTIONS = 3;
const MAX_VARIANTS = 2048;
const MAX_INPUT_ARRAY = 250;

function rejectUnsupported(input: Record<string, unknown>, allowed: Set<string>, what: string): void {
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && !allowed.has(key)) throw notImplemented(`the ${what} field ${key}`);
  }
}

interface ProductSetInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  vendor?: string | null;
  productType?: string | null;
  status?: string | null;
  tags?: string[] | null;
  templateSuffix?: string | null;
  seo?: { title?: string | null; description?: string | null } | null;
  productOptions?: Array<{ id?: string | null; name?: string | null; position?: number | null; values?: Array<{ id?: string | null; name?: string | null }> | null }> | null;
  variants?: Array<Record<string, unknown>> | null;
  files?: Array<Record<string, string | null>> | null;
  collections?: string[] | null;
}

type Built = { error: UserError } | { options: OptionData[]; variants: VariantData[] };

async function buildOptionsAndVariants(ctx: SandboxContext, db: PoolClient, input: ProductSetInput, existing: ProductData | null): Promise<Built> {
  const now = new Date().toISOString();
  const err = (field: string[], message: string, code: string): Built => ({ error: userError(['input', ...field], message, code) });
  if (!input.productOptions && !input.variants) {
    if (existing) return { options: existing.options, variants: existing.variants };
    const [optionId, valueId, variantId] = await ctx.store.nextIds(db, 3);
    return {
      options: [{ id: optionId, name: 'Title', position: 1, values: [{ id: valueId, name: 'Default Title' }] }],
      variants: [
        { id: variantId, price: '0.00', compareAtPrice: null, sku: null, barcode: null, position: 1, taxable: true, inventoryPolicy: 'DENY', optionValues: [{ optionName: 'Title', name: 'Default Title' }], createdAt: now, updatedAt: now },
      ],
    };
  }
  if (input.variants && !input.productOptions) return err(['productOptions'], 'Product options input is required when updating variants.', 'PRODUCT_OPTIONS_INPUT_MISSING');
  if (input.productOptions && !input.variants) return err(['variants'], 'Variants input is required when updating product options.', 'VARIANTS_INPUT_MISSING');
  const optionInputs = input.productOptions ?? [];
  const variantInputs = input.variants ?? [];
  if (optionInputs.length > MAX_OPTIONS) return err(['productOptions'], `Can only specify a maximum of ${MAX_OPTIONS} options.`, 'OPTIONS_OVER_LIMIT');
  if (variantInputs.length > MAX_VARIANTS) return err(['variants'], `Can only specify a maximum of ${MAX_VARIANTS} variants.`, 'VARIANTS_OVER_LIMIT');
  if (variantInputs.length === 0) return err(['variants'], 'At least one variant is required.', 'VARIANTS_INPUT_MISSING');
  const options: OptionData[] = [];
  for (const [i, o] of optionInputs.entries()) {
    const name = o.name?.trim();
    if (!name) return err(['productOptions', String(i), 'name'], 'Option name cannot be blank.', 'INVALID_INPUT');
    if (options.some((x) => x.name.toLowerCase() === name.toLowerCase())) return err(['productOptions', String(i), 'name'], `Duplicated option name '${name}'.`, 'DUPLICATED_OPTION_NAME');
    const values = o.values ?? [];
    if (values.length === 0) return err(['productOptions', String(i), 'values'], `Option '${name}' must have at least one value.`, 'OPTION_VALUES_MISSING');
    const previous = existing?.options.find((x) => x.name === name);
    const optionValues: Array<{ id: string; name: string }> = [];
    for (const [j, v] of values.entries()) {
      const valueName = v.name?.trim();
      if (!valueName) return err(['productOptions', String(i), 'values', String(j), 'name'], 'Option value name cannot be blank.', 'INVALID_INPUT');
      if (optionValues.some((x) => x.name === valueName)) return err(['productOptions', String(i), 'values', String(j)], `Duplicated option value '${valueName}'.`, 'DUPLICATED_OPTION_VALUE');
      optionValues.push({ id: previous?.values.find((x) => x.name === valueName)?.id ?? (await ctx.store.nextId(db)), name: valueName });
    }
    options.push({ id: previous?.id ?? (await ctx.store.nextId(db)), name, position: o.position ?? i + 1, values: optionValues });
  }
  options.sort((a, b) => a.position - b.position);
  const variants: VariantData[] = [];
  const seenCombos = new Set<string>();
  for (const [i, raw] of variantInputs.entries()) {
    rejectUnsupported(raw, VARIANT_INPUT_FIELDS, 'ProductVariantSetInput');
    if (raw['file']) throw notImplemented('the ProductVariantSetInput field file');
    const field = ['variants', String(i)];
    const chosen = (raw['optionValues'] as Array<{ optionName?: string | null; name?: string | null; optionId?: string | null }>) ?? [];
    const optionValues: Array<{ optionName: string; name: string }> = [];
    for (const [j, ov] of chosen.entries()) {
      const option = options.find((o) => o.name === ov.optionName || (ov.optionId && gid('ProductOption', o.id) === ov.optionId));
      if (!option) return err([...field, 'optionValues', String(j)], `Option '${ov.optionName ?? ov.optionId}' does not exist.`, 'OPTION_DOES_NOT_EXIST');
      if (!option.values.some((v) => v.name === ov.name)) {
        return err([...field, 'optionValues', String(j)], `Option value '${ov.name}' does not exist on option '${option.name}'.`, 'OPTION_VALUE_DOES_NOT_EXIST');
      }
      optionValues.push({ optionName: option.name, name: ov.name as string });
    }
    if (options.some((o) => !optionValues.some((ov) => ov.optionName === o.name))) {
      return err([...field, 'optionValues'], 'Every variant needs one value for each product option.', 'OPTION_VALUES_MISSING');
    }
    optionValues.sort((a, b) => options.findIndex((o) => o.name === a.optionName) - options.findIndex((o) => o.name === b.optionName));
    const combo = optionValues.map((o) => o.name).join(' / ');
    if (seenCombos.has(combo)) return err([...field, 'optionValues'], `The variant '${combo}' already exists.`, 'DUPLICATED_VALUE');
    seenCombos.add(combo);
    const price = raw['price'] === undefined || raw['price'] === null ? null : Number(raw['price']);
    if (price !== null && (!Number.isFinite(price) || price < 0)) return err([...field, 'price'], 'Price must be greater than or equal to 0.', 'INVALID_VARIANT');
    const byId = raw['id'] ? existing?.variants.find((v) => gid('ProductVariant', v.id) === raw['id']) : undefined;
    if (raw['id'] && !byId) return err([...field, 'id'], 'Product variant does not exist.', 'PRODUCT_VARIANT_DOES_NOT_EXIST');
    const previous = byId ?? existing?.variants.find((v) => variantTitle(v) === combo);
    variants.push({
      id: previous?.id ?? (await ctx.store.nextId(db)),
      price: price === null ? (previous?.price ?? '0.00') : money(price),
      compareAtPrice: raw['compareAtPrice'] !== undefined ? (raw['compareAtPrice'] === null ? null : money(raw['compareAtPrice'])) : (previous?.compareAtPrice ?? null),
      sku: raw['sku'] !== undefined ? ((raw['sku'] as string | null) ?? null) : (previous?.sku ?? null),
      barcode: raw['barcode'] !== undefined ? ((raw['barcode'] as string | null) ?? null) : (previous?.barcode ?? null),
      position: (raw['position'] as number | undefined) ?? i + 1,
      taxable: (raw['taxable'] as boolean | undefined) ?? previous?.taxable ?? true,
      inventoryPolicy: (raw['inventoryPolicy'] as string | undefined) ?? previous?.inventoryPolicy ?? 'DENY',
      optionValues,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
    });
  }
  variants.sort((a, b) => a.position - b.position);
  return { options, variants };
}

async function loadProductByGid(ctx: SandboxContext, value: unknown, db?: PoolClient) {
  const parsed = parseGid(value, 'Product');
  return parsed ? ctx.store.getObject<ProductData>(ctx.shop.domain, 'Product', parsed.id, db) : null;
}

async function productSet(args: Args, ctx: SandboxContext) {
  const input = args['input'] as ProductSetInput & Record<string, unknown>;
  const identifier = (args['identifier'] as { id?: string | null; handle?: string | null } | null) ?? null;
  const synchronous = args['synchronous'] !== false;
  rejectUnsupported(input, PRODUCT_INPUT_FIELDS, 'ProductSetInput');
  const fail = (field: string[], message: string, code: string) => ({ product: null, productSetOperation: null, userErrors: [userError(field, message, code)] });
  for (const key of ['variants', 'files', 'collections', 'tags', 'productOptions'] as const) {
    if ((input[key]?.length ?? 0) > MAX_INPUT_ARRAY && key !== 'variants') return fail(['input', key], `The input array size of ${input[key]?.length} is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`, 'INVALID_INPUT');
  }
  const status = input.status ?? undefined;
  const media: MediaData[] = [];
  for (const [i, f] of (input.files ?? []).entries()) {
    if (f['id']) throw notImplemented('productSet files referencing existing files by id');
    const prepared = prepareFile(f, ['input', 'files', String(i)], ctx.settings.fileProcessingMs);
    if ('error' in prepared) return { product: null, productSetOperation: null, userErrors: [prepared.error] };
    media.push({ ...prepared.data, kind: 'MediaImage', id: '' });
  }
  const result = await ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
    let row: ObjectRow<ProductData> | null = null;
    if (identifier?.id) {
      row = await loadProductByGid(ctx, identifier.id, db);
      if (!row) return fail(['identifier', 'id'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST');
    } else if (identifier?.handle) {
      row = await ctx.store.getByHandle<ProductData>(ctx.shop.domain, 'Product', handleize(identifier.handle), db);
    }
    if (!row && !input.title?.trim()) return fail(['input', 'title'], "Title can't be blank", 'INVALID_PRODUCT');
    if (input.title !== undefined && input.title !== null && input.title.length > 255) return fail(['input', 'title'], 'Title is too long (maximum is 255 characters)', 'INVALID_PRODUCT');
    let handle: string;
    const wanted = input.handle ?? (!row ? identifier?.handle : null);
    if (wanted) {
      handle = handleize(wanted);
      if (!handle) return fail(['input', 'handle'], 'Handle is invalid', 'INVALID_INPUT');
      const other = await ctx.store.getByHandle(ctx.shop.domain, 'Product', handle, db);
      if (other && other.id !== row?.id) return fail(['input', 'handle'], `Handle '${handle}' already in use. Please provide a new handle.`, 'HANDLE_NOT_UNIQUE');
    } else {
      handle = row?.handle ?? (await uniqueHandle(ctx, db, 'Product', handleize(input.title as string)));
    }
    const built = await buildOptionsAndVariants(ctx, db, input, row?.data ?? null);
    if ('error' in built) return { product: null, productSetOperation: null, userErrors: [built.error] };
    const collectionRows: Array<ObjectRow<CollectionData>> = [];
    for (const [i, c] of (input.collections ?? []).entries()) {
      const parsed = parseGid(c, 'Collection');
      const found = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id, db) : null;
      if (!found) return fail(['input', 'collections', String(i)], 'Collection does not exist', 'INVALID_INPUT');
      collectionRows.push(found);
    }
    const now = new Date().toISOString();
    let finalMedia = row?.data.media ?? [];
    if (input.files) {
      finalMedia = [];
      for (const m of media) {
        const same = row?.data.media.find((x) => x.originalSource === m.originalSource && !finalMedia.includes(x));
        finalMedia.push(same ? { ...same, alt: m.alt } : { ...m, id: await ctx.store.nextId(db) });
      }
    }
    const previous = row?.data;
    const data: ProductData = {
      title: input.title?.trim() || (previous?.title as string),
      descriptionHtml: input.descriptionHtml ?? previous?.descriptionHtml ?? '',
      vendor: input.vendor ?? previous?.vendor ?? ctx.shop.name,
      productType: input.productType ?? previous?.productType ?? '',
      status: status ?? previous?.status ?? 'ACTIVE',
      tags: input.tags ? [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))].sort() : (previous?.tags ?? []),
      templateSuffix: input.templateSuffix !== undefined ? input.templateSuffix : (previous?.templateSuffix ?? null),
      seo: input.seo ? { title: input.seo.title ?? null, description: input.seo.description ?? null } : (previous?.seo ?? { title: null, description: null }),
      options: built.options,
      variants: built.variants,
      media: finalMedia,
      publications: previous?.publications ?? [],
      publishedAt: previous?.publishedAt ?? null,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
    };
    let id: string;
    if (row) {
      id = row.id;
      await ctx.store.updateObject(db, ctx.shop.domain, 'Product', id, handle, data);
    } else {
      id = await ctx.store.insertObject(db, ctx.shop.domain, 'Product', handle, data);
    }
    const oldVariantIds = new Set(previous?.variants.map((v) => v.id) ?? []);
    const oldMediaIds = new Set(previous?.media.map((m) => m.id) ?? []);
    await ctx.store.countCreated(db, ctx.shop.domain, 'ProductVariant', data.variants.filter((v) => !oldVariantIds.has(v.id)).length);
    await ctx.store.countCreated(db, ctx.shop.domain, 'ProductMedia', data.media.filter((m) => !oldMediaIds.has(m.id)).length);
    if (input.collections) {
      const wantedIds = new Set(collectionRows.map((c) => c.id));
      for (const c of await ctx.store.listObjects<CollectionData>(ctx.shop.domain, 'Collection', db)) {
        const has = c.data.productIds.includes(id);
        if (wantedIds.has(c.id) !== has) {
          const productIds = has ? c.data.productIds.filter((p) => p !== id) : [...c.data.productIds, id];
          await ctx.store.updateObject(db, ctx.shop.domain, 'Collection', c.id, c.handle, { ...c.data, productIds, updatedAt: now });
        }
      }
    }
    const saved = (await ctx.store.getObject<ProductData>(ctx.shop.domain, 'Product', id, db)) as ObjectRow<ProductData>;
    return { product: presentProduct(ctx, saved), productSetOperation: null, userErrors: [] as UserError[] };
  });
  if (synchronous || !result.product) return result;
  // Asynchronous mode: Shopify answers with the operation and no product; the work is done here.
  return {
    product: null,
    productSetOperation: { id: gid('ProductSetOperation', idOf(result.product['id'] as string)), status: 'COMPLETE', product: result.product, userErrors: [] },
    userErrors: [],
  };
}

// ---------------------------------------------------------------- collections

interface CollectionInputShape {
  id?: string | null;
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  sortOrder?: string | null;
  templateSuffix?: string | null;
  seo?: { title?: string | null; description?: string | null } | null;
  image?: { src?: string | null; altText?: string | null; id?: string | null } | null;
  products?: string[] | null;
  redirectNewHandle?: boolean | null;
}

const COLLECTION_INPUT_FIELDS = new Set(['id', 'title', 'handle', 'descriptionHtml', 'sortOrder', 'templateSuffix', 'seo', 'image', 'products', 'redirectNewHandle']);

async function resolveProductIds(ctx: SandboxContext, db: PoolClient, ids: string[], field: string[]): Promise<string[] | UserError> {
  const out: string[] = [];
  for (const [i, value] of ids.entries()) {
    const row = await loadProductByGid(ctx, value, db);
    if (!row) return userError([...field, String(i)], 'Product does not exist');
    if (!out.includes(row.id)) out.push(row.id);
  }
  return out;
}

async function collectionCreate(args: Args, ctx: SandboxContext) {
  const input = ((args['collection'] ?? args['input']) as CollectionInputShape & Record<string, unknown>) ?? {};
  rejectUnsupported(input, COLLECTION_INPUT_FIELDS, 'collection input');
  if (!input.title?.trim()) return { collection: null, userErrors: [userError(['title'], "Title can't be blank")] };
  if (input.title.length > 255) return { collection: null, userErrors: [userError(['title'], 'Title is too long (maximum is 255 characters)')] };
  if ((input.products?.length ?? 0) > MAX_INPUT_ARRAY) return { collection: null, userErrors: [userError(['products'], `The input array size is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`)] };
  return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
    const productIds = await resolveProductIds(ctx, db, input.products ?? [], ['products']);
    if (!Array.isArray(productIds)) return { collection: null, userErrors: [productIds] };
    const handle = await uniqueHandle(ctx, db, 'Collection', handleize(input.handle || (input.title as string)));
    const now = new Date().toISOString();
    const data: CollectionData = {
      title: (input.title as string).trim(),
      descriptionHtml: input.descriptionHtml ?? '',
      sortOrder: input.sortOrder ?? 'BEST_SELLING',
      templateSuffix: input.templateSuffix ?? null,
      seo: { title: input.seo?.title ?? null, description: input.seo?.description ?? null },
      image: input.image?.src ? { src: input.image.src, altText: input.image.altText ?? null } : null,
      productIds,
      publications: [],
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const id = await ctx.store.insertObject(db, ctx.shop.domain, 'Collection', handle, data);
    const row = (await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', id, db)) as ObjectRow<CollectionData>;
    return { collection: presentCollection(ctx, row), userErrors: [] };
  });
}

async function collectionUpdate(args: Args, ctx: SandboxContext) {
  const input = ((args['collection'] ?? args['input']) as CollectionInputShape & Record<string, unknown>) ?? {};
  rejectUnsupported(input, COLLECTION_INPUT_FIELDS, 'collection input');
  return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
    const parsed = parseGid(input.id, 'Collection');
    const row = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id, db) : null;
    if (!row) return { collection: null, userErrors: [userError(['id'], 'Collection does not exist')] };
    if (input.title !== undefined && !input.title?.trim()) return { collection: null, userErrors: [userError(['title'], "Title can't be blank")] };
    let handle = row.handle as string;
    if (input.handle) {
      const wanted = handleize(input.handle);
      const other = await ctx.store.getByHandle(ctx.shop.domain, 'Collection', wanted, db);
      if (other && other.id !== row.id) return { collection: null, userErrors: [userError(['handle'], 'Handle has already been taken')] };
      handle = wanted;
    }
    let productIds = row.data.productIds;
    if (input.products) {
      const resolved = await resolveProductIds(ctx, db, input.products, ['products']);
      if (!Array.isArray(resolved)) return { collection: null, userErrors: [resolved] };
      productIds = resolved;
    }
    const data: CollectionData = {
      ...row.data,
      title: input.title?.trim() ?? row.data.title,
      descriptionHtml: input.descriptionHtml ?? row.data.descriptionHtml,
      sortOrder: input.sortOrder ?? row.data.sortOrder,
      templateSuffix: input.templateSuffix !== undefined ? input.templateSuffix : row.data.templateSuffix,
      seo: input.seo ? { title: input.seo.title ?? null, description: input.seo.description ?? null } : row.data.seo,
      image: input.image !== undefined ? (input.image?.src ? { src: input.image.src, altText: input.image.altText ?? null } : null) : row.data.image,
      productIds,
      updatedAt: new Date().toISOString(),
    };
    await ctx.store.updateObject(db, ctx.shop.domain, 'Collection', row.id, handle, data);
    return { collection: presentCollection(ctx, { ...row, handle, data }), userErrors: [] };
  });
}

async function addProducts(args: Args, ctx: SandboxContext): Promise<{ row: ObjectRow<CollectionData> | null; errors: UserError[] }> {
  const ids = args['productIds'] as string[];
  if (ids.length > MAX_INPUT_ARRAY) return { row: null, errors: [userError(['productIds'], `The input array size of ${ids.length} is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`)] };
  return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
    const parsed = parseGid(args['id'], 'Collection');
    const row = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id, db) : null;
    if (!row) return { row: null, errors: [userError(['id'], 'Collection does not exist', 'COLLECTION_DOES_NOT_EXIST')] };
    const resolved = await resolveProductIds(ctx, db, ids, ['productIds']);
    if (!Array.isArray(resolved)) return { row: null, errors: [resolved] };
    const productIds = [...row.data.productIds, ...resolved.filter((id) => !row.data.productIds.includes(id))];
    const data = { ...row.data, productIds, updatedAt: new Date().toISOString() };
    await ctx.store.updateObject(db, ctx.shop.domain, 'Collection', row.id, row.handle, data);
    return { row: { ...row, data }, errors: [] };
  });
}

// ---------------------------------------------------------------- publishing

async function publishablePublish(args: Args, ctx: SandboxContext) {
  const inputs = args['input'] as Array<{ publicationId?: string | null; publishDate?: string | null; channelId?: string | null }>;
  const shop = presentShop(ctx);
  return ctx.store.inShopTransaction(ctx.shop.domain, async (db) => {
    const parsed = parseGid(args['id'], 'Product', 'Collection');
    if (!parsed) {
      if (parseGid(args['id'], 'ProductVariant')) throw notImplemented('publishablePublish of product variants');
      return { publishable: null, shop, userErrors: [userError(['id'], 'Publishable does not exist')] };
    }
    const row = await ctx.store.getObject<ProductData | CollectionData>(ctx.shop.domain, parsed.type, parsed.id, db);
    if (!row) return { publishable: null, shop, userErrors: [userError(['id'], `${parsed.type} does not exist`)] };
    const publications = await ctx.store.listObjects<PublicationData>(ctx.shop.domain, 'Publication', db);
    const ids = new Set(row.data.publications);
    for (const [i, input] of inputs.entries()) {
      if (input.publishDate) throw notImplemented('scheduled publishing (publishDate)');
      const pub = parseGid(input.publicationId, 'Publication');
      const found = pub && publications.find((p) => p.id === pub.id);
      if (!found) return { publishable: null, shop, userErrors: [userError(['input', String(i), 'publicationId'], 'Publication does not exist')] };
      ids.add(found.id);
    }
    const onlineStore = publications.find((p) => p.handle === 'online-store');
    const data = {
      ...row.data,
      publications: [...ids],
      publishedAt: row.data.publishedAt ?? (onlineStore && ids.has(onlineStore.id) ? new Date().toISOString() : null),
    };
    await ctx.store.updateObject(db, ctx.shop.domain, parsed.type, row.id, row.handle, data);
    const updated = { ...row, data } as ObjectRow<ProductData & CollectionData>;
    return { publishable: parsed.type === 'Product' ? presentProduct(ctx, updated) : presentCollection(ctx, updated), shop, userErrors: [] };
  });
}

// ---------------------------------------------------------------- roots

function productMatches(row: ObjectRow<ProductData>, terms: ReturnType<typeof parseSearchQuery>): boolean {
  return matchesSearch(terms, {
    handle: row.handle,
    title: row.data.title,
    status: row.data.status.toLowerCase(),
    id: row.id,
    vendor: row.data.vendor,
    product_type: row.data.productType,
    tag: row.data.tags,
    sku: row.data.variants.map((v) => v.sku ?? ''),
  });
}

export const catalogQueries: Record<string, RootResolver> = {
  products: async (args, ctx) => {
    const terms = parseSearchQuery(args['query'] as string | undefined);
    const rows = (await ctx.store.listObjects<ProductData>(ctx.shop.domain, 'Product')).filter((r) => productMatches(r, terms));
    return connection(rows.map((r) => presentProduct(ctx, r)), args as ConnectionArgs, (p) => idOf(p.id as string));
  },
  product: async (args, ctx) => {
    const row = await loadProductByGid(ctx, args['id']);
    return row ? presentProduct(ctx, row) : null;
  },
  productByHandle: async (args, ctx) => {
    const row = await ctx.store.getByHandle<ProductData>(ctx.shop.domain, 'Product', String(args['handle']));
    return row ? presentProduct(ctx, row) : null;
  },
  collections: async (args, ctx) => {
    const terms = parseSearchQuery(args['query'] as string | undefined);
    const rows = (await ctx.store.listObjects<CollectionData>(ctx.shop.domain, 'Collection')).filter((r) =>
      matchesSearch(terms, { handle: r.handle, title: r.data.title, id: r.id, collection_type: 'custom' }),
    );
    return connection(rows.map((r) => presentCollection(ctx, r)), args as ConnectionArgs, (c) => idOf(c.id as string));
  },
  collection: async (args, ctx) => {
    const parsed = parseGid(args['id'], 'Collection');
    const row = parsed ? await ctx.store.getObject<CollectionData>(ctx.shop.domain, 'Collection', parsed.id) : null;
    return row ? presentCollection(ctx, row) : null;
  },
  collectionByHandle: async (args, ctx) => {
    const row = await ctx.store.getByHandle<CollectionData>(ctx.shop.domain, 'Collection', String(args['handle']));
    return row ? presentCollection(ctx, row) : null;
  },
  publications: async (args, ctx) => {
    if (args['catalogType'] && args['catalogType'] !== 'APP') return connection([], args as ConnectionArgs, () => '');
    const rows = await ctx.store.listObjects<PublicationData>(ctx.shop.domain, 'Publication');
    return connection(rows.map((r) => presentPublication(ctx, r)), args as ConnectionArgs, (p) => idOf(p.id as string));
  },
  publication: async (args, ctx) => {
    const parsed = parseGid(args['id'], 'Publication');
    const row = parsed ? await ctx.store.getObject<PublicationData>(ctx.shop.domain, 'Publication', parsed.id) : null;
    return row ? presentPublication(ctx, row) : null;
  },
};

export const catalogMutations: Record<string, RootResolver> = {
  productSet,
  collectionCreate,
  collectionUpdate,
  collectionAddProducts: async (args, ctx) => {
    const { row, errors } = await addProducts(args, ctx);
    return { collection: row ? presentCollection(ctx, row) : null, userErrors: errors.map(({ field, message }) => ({ field, message })) };
  },
  collectionAddProductsV2: async (args, ctx) => {
    const { row, errors } = await addProducts(args, ctx);
    return { job: row ? { id: gid('Job', `${row.id}-${Date.now()}`), done: true, query: ctx.queryRoot } : null, userErrors: errors };
  },
  publishablePublish,
};
