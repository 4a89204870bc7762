import { Tag, Value, type Context, type Emitter, type Liquid, type Template, type TagToken, type TopLevelToken, type Parser } from 'liquidjs';

/** What the tags need from the page being rendered (kept in the scope under `__storefront`). */
export interface StorefrontRuntime {
  renderSection(type: string): Promise<string>;
  currentPage: number;
  pageUrl(page: number): string;
  /** Where forms post; the preview only shows them. */
  formAction(type: string): string;
  assetUrl(filename: string): string;
  translate(key: string, variables: Record<string, unknown>): string;
  /** Cents → the shop's money format. */
  money(cents: number, withCurrency: boolean): string;
  /** Width and height of an image URL the page knows about. */
  imageSize(url: string): { width: number; height: number; alt?: string } | undefined;
  /** `shopify://…` references and image objects → a URL. */
  resolveImage(input: unknown): string | undefined;
}

export const RUNTIME_KEY = '__storefront';

export function runtimeOf(ctx: Context): StorefrontRuntime {
  return (ctx.getSync([RUNTIME_KEY]) as StorefrontRuntime | undefined) ?? {
    renderSection: async () => '',
    currentPage: 1,
    pageUrl: () => '',
    formAction: () => '',
    assetUrl: (filename) => filename,
    translate: (key) => key,
    money: (cents) => (cents / 100).toFixed(2),
    imageSize: () => undefined,
    resolveImage: () => undefined,
  };
}

function parseBlock(name: string, token: TagToken, remainTokens: TopLevelToken[], parser: Parser): Template[] {
  const templates: Template[] = [];
  const stream = parser
    .parseStream(remainTokens)
    .on(`tag:end${name}`, () => stream.stop())
    .on('template', (template: Template) => templates.push(template))
    .on('end', () => {
      throw new Error(`tag ${token.getText()} not closed`);
    });
  stream.start();
  return templates;
}

/** Splits tag arguments at top-level commas: `'product', product, id: 'x'`. */
function splitArgs(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of args) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `{% schema %}`: section metadata, read separately; renders nothing. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    while (remainTokens.length) {
      const next = remainTokens.shift() as TopLevelToken & { name?: string };
      if (next.name === 'endschema') return;
    }
    throw new Error(`tag ${token.getText()} not closed`);
  }
  render(): string {
    return '';
  }
}

/** `{% style %}` → `<style>`; `{% stylesheet %}`/`{% javascript %}` are bundled by Shopify, here inlined. */
function wrapTag(name: string, open: string, close: string) {
  return class extends Tag {
    private readonly templates: Template[];
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remainTokens, liquid);
      this.templates = parseBlock(name, token, remainTokens, parser);
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const inner = (yield this.liquid.renderer.renderTemplates(this.templates, ctx)) as string;
      emitter.write(`${open}${inner}${close}`);
    }
  };
}

/** `{% section 'header' %}`: a static section, rendered with its own `section` object. */
class SectionTag extends Tag {
  private readonly type: string;
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    this.type = token.args.trim().replace(/^['"]|['"]$/g, '');
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    emitter.write((yield runtimeOf(ctx).renderSection(this.type)) as string);
  }
}

/** `{% form 'product', product, id: 'x', class: 'y' %}`: a real `<form>` with a `form` object inside. */
class FormTag extends Tag {
  private readonly templates: Template[];
  private readonly formType: string;
  private readonly attributes: [string, Value][];
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remainTokens, liquid);
    const [type, ...rest] = splitArgs(token.args);
    this.formType = type.replace(/^['"]|['"]$/g, '');
    this.attributes = rest
      .filter((part) => /^[a-z_-]+\s*:/.test(part))
      .map((part) => {
        const at = part.indexOf(':');
        return [part.slice(0, at).trim(), new Value(part.slice(at + 1).trim(), liquid)];
      });
    this.templates = parseBlock('form', token, remainTokens, parser);
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const attributes: string[] = [];
    for (const [name, value] of this.attributes) attributes.push(` ${name}="${escapeAttribute(yield value.value(ctx))}"`);
    ctx.push({ form: { errors: null, posted_successfully: false, 'posted_successfully?': false } });
    const inner = (yield this.liquid.renderer.renderTemplates(this.templates, ctx)) as string;
    ctx.pop();
    emitter.write(
      `<form method="post" action="${escapeAttribute(runtimeOf(ctx).formAction(this.formType))}" accept-charset="UTF-8"${attributes.join('')}>` +
        `<input type="hidden" name="form_type" value="${escapeAttribute(this.formType)}"><input type="hidden" name="utf8" value="✓">${inner}</form>`,
    );
  }
}

/** `{% paginate collection.products by 24 %}`: slices the list and sets `paginate`. */
class PaginateTag extends Tag {
  private readonly templates: Template[];
  private readonly owner: string;
  private readonly property: string;
  private readonly pageSize: Value;
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remainTokens, liquid);
    const match = /^\s*([\w]+)\.([\w]+)\s+by\s+(.+?)\s*$/.exec(token.args);
    if (!match) throw new Error(`paginate expects "object.list by size", got "${token.args}"`);
    [, this.owner, this.property] = match;
    this.pageSize = new Value(match[3], liquid);
    this.templates = parseBlock('paginate', token, remainTokens, parser);
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const runtime = runtimeOf(ctx);
    const size = Math.max(1, Number(yield this.pageSize.value(ctx)) || 1);
    const owner = (ctx.getSync([this.owner]) ?? {}) as Record<string, unknown>;
    const list = Array.isArray(owner[this.property]) ? (owner[this.property] as unknown[]) : [];
    const pages = Math.max(1, Math.ceil(list.length / size));
    const current = Math.min(Math.max(1, runtime.currentPage), pages);
    const paginate = {
      current_page: current,
      current_offset: (current - 1) * size,
      items: list.length,
      page_size: size,
      pages,
      previous: current > 1 ? { title: '«', url: runtime.pageUrl(current - 1), is_link: true } : null,
      next: current < pages ? { title: '»', url: runtime.pageUrl(current + 1), is_link: true } : null,
    };
    ctx.push({ [this.owner]: { ...owner, [this.property]: list.slice(paginate.current_offset, paginate.current_offset + size) }, paginate });
    const inner = (yield this.liquid.renderer.renderTemplates(this.templates, ctx)) as string;
    ctx.pop();
    emitter.write(inner);
  }
}

export function registerShopifyTags(liquid: Liquid): void {
  liquid.registerTag('schema', SchemaTag);
  liquid.registerTag('style', wrapTag('style', '<style>', '</style>'));
  liquid.registerTag('stylesheet', wrapTag('stylesheet', '<style>', '</style>'));
  liquid.registerTag('javascript', wrapTag('javascript', '<script>', '</script>'));
  liquid.registerTag('section', SectionTag);
  liquid.registerTag('form', FormTag);
  liquid.registerTag('paginate', PaginateTag);
}
