import type { Liquid } from 'liquidjs';
import { runtimeOf } from './shopify-tags';

type NamedArgument = [string, unknown];
const isNamed = (arg: unknown): arg is NamedArgument => Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string';
const named = (args: unknown[]) => Object.fromEntries(args.filter(isNamed));

const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Brightness 0-255 as Shopify's `color_brightness` computes it (W3C formula). */
export function colorBrightness(hex: string): number {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(hex).trim());
  if (!match) return 0;
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return Math.round((r * 299 + g * 587 + b * 114) / 1000);
}

/** The Shopify filters Dućan Bootstrap uses (liquidjs has the standard ones). */
export function registerShopifyFilters(liquid: Liquid): void {
  liquid.registerFilter('asset_url', function (filename: string) {
    return runtimeOf(this.context).assetUrl(String(filename));
  });
  liquid.registerFilter('stylesheet_tag', (url: string) => `<link href="${escapeAttribute(url)}" rel="stylesheet" type="text/css" media="all">`);
  liquid.registerFilter('script_tag', (url: string) => `<script src="${escapeAttribute(url)}" defer="defer"></script>`);
  liquid.registerFilter('t', function (key: string, ...args: unknown[]) {
    return runtimeOf(this.context).translate(String(key), named(args));
  });
  liquid.registerFilter('money', function (cents: unknown) {
    return runtimeOf(this.context).money(Number(cents) || 0, false);
  });
  liquid.registerFilter('money_with_currency', function (cents: unknown) {
    return runtimeOf(this.context).money(Number(cents) || 0, true);
  });
  liquid.registerFilter('handle', (text: unknown) =>
    String(text ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  liquid.registerFilter('color_brightness', (hex: unknown) => colorBrightness(String(hex ?? '')));
  // Fonts come from Shopify's CDN in a live store; the preview uses the family name with its fallbacks.
  liquid.registerFilter('font_face', () => '');
  liquid.registerFilter('default_errors', (errors: unknown) => (Array.isArray(errors) ? errors.join('. ') : String(errors ?? '')));
  liquid.registerFilter('time_tag', (value: unknown) => {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? '' : `<time datetime="${date.toISOString()}">${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}</time>`;
  });
  liquid.registerFilter('image_url', function (image: unknown) {
    return runtimeOf(this.context).resolveImage(image) ?? '';
  });
  liquid.registerFilter('image_tag', function (url: unknown, ...args: unknown[]) {
    const src = String(url ?? '');
    if (!src) return '';
    const options = named(args);
    const known = runtimeOf(this.context).imageSize(src);
    const attributes: Record<string, unknown> = {
      src,
      alt: options.alt ?? known?.alt ?? '',
      width: options.width ?? known?.width ?? 800,
      height: options.height ?? known?.height ?? 800,
    };
    for (const [name, value] of Object.entries(options)) if (!(name in attributes) && value !== undefined && value !== null) attributes[name] = value;
    return `<img ${Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')}>`;
  });
}
