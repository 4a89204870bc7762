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

const rgbOf = (hex: string): [number, number, number] | undefined => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(hex).trim());
  if (!match) return undefined;
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** WCAG 2 contrast ratio of two colours, as Shopify's `color_contrast`. */
export function colorContrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = (rgbOf(hex) ?? [0, 0, 0]).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** Lowers the HSL lightness by `percent` points, as Shopify's `color_darken`. */
export function colorDarken(hex: string, percent: number): string {
  const rgb = rgbOf(hex);
  if (!rgb) return hex;
  const [r, g, b] = rgb.map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let h = 0;
  let s = 0;
  const l = (max + min) / 2;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h /= 6;
  }
  const lightness = Math.max(0, l - percent / 100);
  const hue = (p: number, q: number, t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  const q = lightness < 0.5 ? lightness * (1 + s) : lightness + s - lightness * s;
  const p = 2 * lightness - q;
  const channels = s === 0 ? [lightness, lightness, lightness] : [hue(p, q, h + 1 / 3), hue(p, q, h), hue(p, q, h - 1 / 3)];
  return `#${channels.map((channel) => Math.round(channel * 255).toString(16).padStart(2, '0')).join('')}`;
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
  // JSON that is safe inside <script>: `<`, `>` and `&` become \u escapes, as Shopify's `json` does.
  liquid.registerFilter('json', (value: unknown) =>
    (JSON.stringify(value ?? null) ?? 'null').replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'),
  );
  liquid.registerFilter('color_brightness', (hex: unknown) => colorBrightness(String(hex ?? '')));
  liquid.registerFilter('color_contrast', (hex: unknown, other: unknown) => colorContrast(String(hex ?? ''), String(other ?? '')));
  liquid.registerFilter('color_darken', (hex: unknown, percent: unknown) => colorDarken(String(hex ?? ''), Number(percent) || 0));
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
