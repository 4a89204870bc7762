import { Liquid, type Template } from 'liquidjs';
import { registerShopifyFilters } from './shopify-filters';
import { registerShopifyTags, RUNTIME_KEY, type StorefrontRuntime } from './shopify-tags';
import { StorefrontDrops, type Drop, type ImageDrop } from './storefront-drops';
import type { RenderedStorefrontPage, StorefrontSnapshot } from './storefront-snapshot';
import { parseThemeJson, sectionSchema, themeSource, type SettingSchema, type ThemeSource } from './theme-source';

export interface RenderStorefrontOptions {
  /** Prefix of every storefront URL in the page, e.g. `/preview/42`. */
  basePath?: string;
}

interface ThemeEngine {
  liquid: Liquid;
  parsed: Map<string, Template[]>;
}

const engines = new Map<string, ThemeEngine>();

function engineFor(source: ThemeSource): ThemeEngine {
  let engine = engines.get(source.key);
  if (!engine) {
    const files = source.files;
    const path = (file: string) => file.replace(/^\/+/, '');
    const liquid = new Liquid({
      root: ['/'],
      partials: ['/snippets'],
      layouts: ['/layout'],
      extname: '.liquid',
      relativeReference: false,
      cache: true,
      strictFilters: true,
      fs: {
        exists: async (file) => path(file) in files,
        existsSync: (file) => path(file) in files,
        readFile: async (file) => files[path(file)],
        readFileSync: (file) => files[path(file)],
        resolve: (dir, file, ext) => `${dir.replace(/\/+$/, '')}/${file.endsWith(ext) ? file : file + ext}`,
        contains: async () => true,
        containsSync: () => true,
      },
    });
    registerShopifyTags(liquid);
    registerShopifyFilters(liquid);
    engine = { liquid, parsed: new Map() };
    if (engines.size >= 20) engines.delete(engines.keys().next().value as string);
    engines.set(source.key, engine);
  }
  return engine;
}

function parsed(engine: ThemeEngine, source: ThemeSource, filename: string): Template[] {
  let templates = engine.parsed.get(filename);
  if (!templates) {
    templates = engine.liquid.parse(source.files[filename] ?? '', filename);
    engine.parsed.set(filename, templates);
  }
  return templates;
}

const LOCALE_TAGS: Record<string, string> = { sr: 'sr-Latn-RS', en: 'en-GB', hr: 'hr-HR', bs: 'bs-Latn-BA', mk: 'mk-MK', sl: 'sl-SI' };

function translations(source: ThemeSource, locale: string): { strings: Record<string, unknown>; fallback: Record<string, unknown> } {
  const defaultName = Object.keys(source.files).find((name) => /^locales\/[^/]+\.default\.json$/.test(name)) ?? 'locales/en.default.json';
  const fallback = (parseThemeJson(source.files[defaultName]) ?? {}) as Record<string, unknown>;
  const own = parseThemeJson(source.files[`locales/${locale}.json`] ?? source.files[`locales/${locale}.default.json`]) as Record<string, unknown> | undefined;
  return { strings: own ?? fallback, fallback };
}

const lookup = (strings: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);

const escapeHtml = (value: unknown) => String(value ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Theme settings: schema defaults, overlaid by `current` of settings_data.json (a preset name or an object). */
function themeSettings(source: ThemeSource, settingsData: unknown): { values: Record<string, unknown>; types: Map<string, string>; sections: Record<string, unknown> } {
  const schema = (parseThemeJson(source.files['config/settings_schema.json']) ?? []) as { settings?: SettingSchema[] }[];
  const values: Record<string, unknown> = {};
  const types = new Map<string, string>();
  for (const group of schema) {
    for (const setting of group.settings ?? []) {
      if (!setting.id) continue;
      types.set(setting.id, setting.type);
      if (setting.default !== undefined) values[setting.id] = setting.default;
    }
  }
  const data = (settingsData ?? parseThemeJson(source.files['config/settings_data.json']) ?? {}) as { current?: unknown; presets?: Record<string, unknown> };
  const current = typeof data.current === 'string' ? data.presets?.[data.current] : data.current;
  const { sections = {}, ...rest } = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
  return { values: { ...values, ...rest }, types, sections: sections as Record<string, unknown> };
}

/** Shopify's font handles (`playfair_display_n4`) as the `font` object the theme reads. */
function fontDrop(handle: unknown): Drop {
  const match = /^([a-z0-9_]+)_([nio])([1-9])$/.exec(String(handle ?? ''));
  const family = match ? match[1].split('_').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ') : 'system-ui';
  const serif = /serif|garamond|playfair|lora|merriweather|cormorant|baskerville/i.test(family) && !/sans/i.test(family);
  return {
    family: match ? `"${family}"` : family,
    fallback_families: serif ? 'Georgia, "Times New Roman", serif' : 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    weight: match ? Number(match[3]) * 100 : 400,
    style: match?.[2] === 'i' ? 'italic' : 'normal',
  };
}

type Route = { template: string; status: number; title?: string; scope: Drop };

/**
 * Renders one page of a built store through its theme's Liquid, as Shopify would serve it:
 * home (`/`), `/collections`, `/collections/<handle>`, `/products/<handle>`, `/pages/<handle>`,
 * `/cart`, `/search?q=`, theme assets under `/assets/`, and the 404 page for anything else.
 */
export async function renderStorefront(snapshot: StorefrontSnapshot, requestPath: string, options: RenderStorefrontOptions = {}): Promise<RenderedStorefrontPage> {
  try {
    return await renderPage(snapshot, requestPath, options);
  } catch (error) {
    // A theme the merchant edited can hold Liquid errors: show which, as Shopify's editor would.
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 500,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Theme error</title></head><body><main><h1>The theme could not be rendered</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    };
  }
}

async function renderPage(snapshot: StorefrontSnapshot, requestPath: string, options: RenderStorefrontOptions): Promise<RenderedStorefrontPage> {
  const base = (options.basePath ?? '').replace(/\/+$/, '');
  const [rawPath, query = ''] = requestPath.split('?');
  const path = `/${rawPath.replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(query);
  const source = themeSource(snapshot.themeFiles);

  const asset = /^\/assets\/([\w.-]+)$/.exec(path);
  if (asset) {
    const body = source.files[`assets/${asset[1]}`];
    if (body === undefined) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
    const contentType = asset[1].endsWith('.css') ? 'text/css; charset=utf-8' : asset[1].endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/plain; charset=utf-8';
    return { status: 200, contentType, body };
  }

  const engine = engineFor(source);
  const locale = snapshot.locale ?? 'en';
  const { strings, fallback } = translations(source, locale);
  const url = (target: string) => `${base}${target === '/' ? '/' : target}`;
  const currentUrl = url(path);
  const drops = new StorefrontDrops(snapshot, url, currentUrl, String(lookup(strings, 'collections.general.all') ?? 'Products'));
  const settings = themeSettings(source, snapshot.settingsData);
  const pluralRules = new Intl.PluralRules(LOCALE_TAGS[locale] ?? locale);
  const moneyFormat = new Intl.NumberFormat(LOCALE_TAGS[locale] ?? 'en-GB', { style: 'currency', currency: snapshot.shop.currencyCode || 'EUR' });

  const resolveSetting = (type: string | undefined, value: unknown): unknown => {
    switch (type) {
      case 'image_picker':
        return typeof value === 'string' && value ? drops.shopImage(value) : null;
      case 'font_picker':
        return fontDrop(value);
      case 'collection':
        return typeof value === 'string' && value ? (drops.collections[value] ?? null) : null;
      case 'product':
        return typeof value === 'string' && value ? (drops.products.get(value) ?? null) : null;
      case 'page':
        return typeof value === 'string' && value ? (drops.pages[value] ?? null) : null;
      case 'link_list':
        return typeof value === 'string' && value ? (drops.linklists[value] ?? null) : null;
      case 'url':
        return typeof value === 'string' && value ? drops.storefrontUrl(value) : null;
      default:
        return value;
    }
  };
  const resolveSettings = (schema: SettingSchema[] | undefined, given: Record<string, unknown> | undefined) => {
    const values: Record<string, unknown> = {};
    for (const setting of schema ?? []) {
      if (!setting.id) continue;
      values[setting.id] = resolveSetting(setting.type, given && setting.id in given ? given[setting.id] : setting.default);
    }
    return values;
  };

  const globalSettings = Object.fromEntries(Object.entries(settings.values).map(([id, value]) => [id, resolveSetting(settings.types.get(id), value)]));
  const routes = {
    root_url: url('/'),
    cart_url: url('/cart'),
    search_url: url('/search'),
    collections_url: url('/collections'),
    all_products_collection_url: url('/collections/all'),
  };

  const renderSectionFile = async (type: string, id: string, given: { settings?: Record<string, unknown>; blocks?: Record<string, { type: string; settings?: Record<string, unknown>; disabled?: boolean }>; block_order?: string[] } | undefined, scope: Drop): Promise<string> => {
    const filename = `sections/${type}.liquid`;
    if (!(filename in source.files)) return `<!-- section ${escapeHtml(type)} not found -->`;
    const schema = sectionSchema(source.files[filename]);
    const blocks = (given?.block_order ?? Object.keys(given?.blocks ?? {}))
      .map((blockId) => ({ blockId, block: given?.blocks?.[blockId] }))
      .filter(({ block }) => block && !block.disabled)
      .map(({ blockId, block }) => ({
        id: blockId,
        type: block?.type,
        settings: resolveSettings(schema.blocks?.find((candidate) => candidate.type === block?.type)?.settings, block?.settings),
        shopify_attributes: '',
      }));
    const section = { id, settings: resolveSettings(schema.settings, given?.settings), blocks };
    // Shopify's global objects are globals here too, so `{% render %}` snippets see them.
    const html = await engine.liquid.render(parsed(engine, source, filename), { section }, { globals: scope });
    return `<div id="shopify-section-${escapeHtml(id)}" class="shopify-section">${html}</div>`;
  };

  // Which template, with which objects.
  const route = ((): Route => {
    const segments = path.split('/').filter(Boolean);
    const notFound: Route = { template: '404', status: 404, title: String(lookup(strings, 'templates.404.title') ?? 'Not found'), scope: {} };
    if (segments.length === 0) return { template: 'index', status: 200, scope: {} };
    const [kind, handle, sub, subHandle] = segments;
    if (kind === 'products' && handle && segments.length === 2) {
      const product = drops.products.get(handle);
      return product ? { template: 'product', status: 200, title: String(product.title), scope: { product } } : notFound;
    }
    if (kind === 'collections' && !handle) return { template: 'list-collections', status: 200, title: String(lookup(strings, 'collections.general.title') ?? 'Collections'), scope: {} };
    if (kind === 'collections' && handle && sub === 'products' && subHandle) {
      const product = drops.products.get(subHandle);
      return product ? { template: 'product', status: 200, title: String(product.title), scope: { product, collection: drops.collections[handle] } } : notFound;
    }
    if (kind === 'collections' && handle && segments.length === 2) {
      const collection = drops.collections[handle];
      return collection ? { template: 'collection', status: 200, title: String(collection.title), scope: { collection } } : notFound;
    }
    if (kind === 'pages' && handle && segments.length === 2) {
      const page = drops.pages[handle];
      if (!page) return notFound;
      const suffix = page.template_suffix as string | null;
      const template = suffix && `templates/page.${suffix}.json` in source.files ? `page.${suffix}` : 'page';
      return { template, status: 200, title: String(page.title), scope: { page } };
    }
    if (kind === 'cart' && segments.length === 1) return { template: 'cart', status: 200, title: String(lookup(strings, 'general.cart.title') ?? 'Cart'), scope: {} };
    if (kind === 'search' && segments.length === 1) {
      const terms = (params.get('q') ?? '').trim();
      const words = terms.toLowerCase().split(/\s+/).filter(Boolean);
      const results = words.length
        ? [...drops.products.values()].filter((product) => words.every((word) => `${product.title} ${product.type} ${(product.tags as string[]).join(' ')}`.toLowerCase().includes(word)))
        : [];
      return {
        template: 'search',
        status: 200,
        title: String(lookup(strings, 'general.search.title') ?? 'Search'),
        scope: { search: { performed: words.length > 0, terms, results, results_count: results.length } },
      };
    }
    return notFound;
  })();

  const runtime: StorefrontRuntime = {
    renderSection: (type) => renderSectionFile(type, type, settings.sections[type] as never, scope),
    currentPage: Math.max(1, Number(params.get('page')) || 1),
    pageUrl: (page) => `${currentUrl}?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page) })}`,
    formAction: (type) => (type === 'product' ? routes.cart_url : type === 'contact' || type === 'customer' ? url('/contact') : url('/')),
    assetUrl: (filename) => url(`/assets/${filename}`),
    translate: (key, variables) => {
      let value = lookup(strings, key) ?? lookup(fallback, key);
      if (value && typeof value === 'object') {
        const plural = value as Record<string, string>;
        value = plural[pluralRules.select(Number(variables.count ?? 0))] ?? plural.other;
      }
      if (typeof value !== 'string') return `translation missing: ${locale}.${key}`;
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escapeHtml(variables[name]));
    },
    money: (amount, withCurrency) => {
      const text = moneyFormat.format(amount / 100);
      return withCurrency && !text.includes(snapshot.shop.currencyCode) ? `${text} ${snapshot.shop.currencyCode}` : text;
    },
    imageSize: (imageUrl) => drops.images.get(imageUrl),
    resolveImage: (input) => {
      if (input && typeof input === 'object' && 'url' in input) return String((input as ImageDrop).url);
      if (typeof input === 'string') return drops.shopImage(input)?.url;
      return undefined;
    },
  };

  const scope: Drop = {
    [RUNTIME_KEY]: runtime,
    shop: {
      name: snapshot.shop.name,
      description: snapshot.shop.description ?? '',
      email: snapshot.shop.email ?? '',
      currency: snapshot.shop.currencyCode,
      url: url('/'),
      password_message: '',
    },
    settings: globalSettings,
    routes,
    request: { locale: { iso_code: locale }, page_type: route.template.split('.')[0], path: currentUrl },
    template: { name: route.template.split('.')[0], suffix: route.template.split('.')[1] ?? null },
    cart: { item_count: 0, items: [], total_price: 0, currency: { iso_code: snapshot.shop.currencyCode } },
    collections: drops.collections,
    linklists: drops.linklists,
    pages: drops.pages,
    canonical_url: currentUrl,
    page_title: route.title ?? snapshot.shop.name,
    page_description: (route.scope.product as Drop | undefined)?.description ? String((route.scope.product as Drop).description).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160) : snapshot.shop.description ?? '',
    page_image: ((route.scope.product as Drop | undefined)?.featured_image as ImageDrop | undefined) ?? null,
    content_for_header: '',
    ...route.scope,
  };

  const templateJson = (parseThemeJson(source.files[`templates/${route.template}.json`]) ?? { sections: {}, order: [] }) as {
    layout?: string | false;
    sections: Record<string, { type: string; disabled?: boolean; settings?: Record<string, unknown>; blocks?: Record<string, { type: string; settings?: Record<string, unknown> }>; block_order?: string[] }>;
    order: string[];
  };
  const sections = await Promise.all(
    templateJson.order
      .filter((id) => templateJson.sections[id] && !templateJson.sections[id].disabled)
      .map((id) => renderSectionFile(templateJson.sections[id].type, `template--${route.template}__${id}`, templateJson.sections[id], scope)),
  );
  const contentForLayout = sections.join('\n');
  const layout = templateJson.layout === false ? undefined : `layout/${templateJson.layout ?? 'theme'}.liquid`;
  const body = layout && layout in source.files ? await engine.liquid.render(parsed(engine, source, layout), { content_for_layout: contentForLayout }, { globals: scope }) : contentForLayout;
  return { status: route.status, contentType: 'text/html; charset=utf-8', body };
}
