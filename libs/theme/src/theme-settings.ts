import { readThemeFile } from './theme-files';

/** What the build applies to the theme: spec 001's branding step (colours, logo, fonts). */
export interface ThemeBrand {
  /** `#rrggbb` or `#rgb`. */
  primaryColor?: string;
  accentColor?: string;
  /** A theme image reference, e.g. `shopify://shop_images/acme-logo.png`. */
  logo?: string;
  favicon?: string;
  /** A Shopify font handle (`poppins_n6`) or a family name (`Playfair Display`). */
  headingFont?: string;
  bodyFont?: string;
}

type SettingsData = { current?: unknown; presets?: Record<string, unknown> } & Record<string, unknown>;
type Settings = Record<string, unknown>;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FONT_HANDLE = /^[a-z0-9_]+_[nio][1-9]$/;

/** Shopify writes a `/* ... *\/` notice above the JSON of settings_data.json. */
function parseSettingsData(text: string | undefined | null): SettingsData {
  const source = (text ?? '').replace(/^\s*(?:\/\*[\s\S]*?\*\/\s*)*/, '').trim();
  if (!source) return JSON.parse(readThemeFile('config/settings_data.json')) as SettingsData;
  const parsed: unknown = JSON.parse(source);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('settings_data.json must hold a JSON object');
  return parsed as SettingsData;
}

/** `Playfair Display` → `playfair_display_n4`; a handle is kept as it is. */
export function toFontHandle(font: string): string {
  const trimmed = font.trim();
  if (FONT_HANDLE.test(trimmed)) return trimmed;
  const family = trimmed.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  if (!family) throw new Error(`Not a font: "${font}"`);
  return `${family}_n4`;
}

function checkColour(name: string, value: string): string {
  if (!HEX_COLOUR.test(value)) throw new Error(`${name} must be a hex colour like #1a73e8, got "${value}"`);
  return value.toLowerCase();
}

/**
 * Merges the brand into `current` of an existing settings_data.json and returns the new file text.
 * Every other setting, section and preset is kept: pushing a whole settings_data.json would wipe
 * the merchant's own customisations. `current` may name a preset; then that preset is copied into
 * an object first (the preset itself stays untouched).
 */
export function mergeThemeSettings(existingSettingsDataJson: string | undefined | null, brand: ThemeBrand): string {
  const data = parseSettingsData(existingSettingsDataJson);
  const presets = data.presets && typeof data.presets === 'object' ? data.presets : {};
  let current: Settings;
  if (typeof data.current === 'string') {
    const preset = presets[data.current];
    current = preset && typeof preset === 'object' ? structuredClone(preset as Settings) : {};
  } else if (data.current && typeof data.current === 'object' && !Array.isArray(data.current)) {
    current = structuredClone(data.current as Settings);
  } else {
    current = {};
  }
  if (brand.primaryColor) current.color_primary = checkColour('Primary colour', brand.primaryColor);
  if (brand.accentColor) current.color_accent = checkColour('Accent colour', brand.accentColor);
  if (brand.logo) current.logo = brand.logo;
  if (brand.favicon) current.favicon = brand.favicon;
  if (brand.headingFont) current.type_heading_font = toFontHandle(brand.headingFont);
  if (brand.bodyFont) current.type_body_font = toFontHandle(brand.bodyFont);
  return `${JSON.stringify({ ...data, current }, null, 2)}\n`;
}
