import { BRAND_STYLES, THEME_SUGGESTIONS, type ThemeSuggestion } from './brand-kit';
import { shade } from './product-image-svg';

/** The file name a theme suggestion's preview is served under (`modern-dawn`). */
export const themePreviewKey = (suggestion: ThemeSuggestion) => `${suggestion.style}-${suggestion.name.toLowerCase()}`;

export function findThemeSuggestion(key: string): ThemeSuggestion | undefined {
  return THEME_SUGGESTIONS.find((suggestion) => themePreviewKey(suggestion) === key);
}

export interface StorefrontSketch {
  primary: string;
  accent: string;
  surface: string;
  dark: boolean;
  radius: number;
}

/** A 1200 × 800 sketch of a storefront in the suggestion's style colours (header, hero, product grid). */
export function themePreviewSvg(suggestion: ThemeSuggestion): string {
  const style = BRAND_STYLES.find((candidate) => candidate.id === suggestion.style) ?? BRAND_STYLES[1];
  // The second theme of a style uses the style's second colours, so the two previews differ.
  const variant = THEME_SUGGESTIONS.filter((candidate) => candidate.style === suggestion.style).indexOf(suggestion);
  return storefrontSketchSvg({
    primary: style.primary[Math.max(0, variant) % style.primary.length].hex,
    accent: style.accent[Math.max(0, variant) % style.accent.length].hex,
    surface: style.secondary[0].hex,
    dark: suggestion.style === 'techy' || suggestion.style === 'luxury',
    radius: suggestion.style === 'playful' ? 28 : suggestion.style === 'luxury' ? 0 : 12,
  });
}

/** Dućan Bootstrap 5.0.0 in a store's own colours: the wizard's theme confirmation and branding preview. */
export function ducanThemePreviewSvg(primary: string, accent: string): string {
  return storefrontSketchSvg({ primary, accent, surface: '#f4f5f7', dark: false, radius: 8 });
}

export function storefrontSketchSvg({ primary, accent, surface, dark, radius }: StorefrontSketch): string {
  const page = dark ? shade(primary, 0.06) : '#ffffff';
  const ink = dark ? '#f5f5f5' : '#1f2328';
  const card = (i: number) => {
    const x = 80 + i * 265;
    return `<rect x="${x}" y="470" width="240" height="260" rx="${radius}" fill="${dark ? shade(primary, 0.14) : surface}"/><rect x="${x + 20}" y="490" width="200" height="160" rx="${Math.max(0, radius - 8)}" fill="${i % 2 ? accent : shade(primary, 0.35)}" opacity="0.85"/><rect x="${x + 20}" y="668" width="150" height="14" rx="7" fill="${ink}" opacity="0.7"/><rect x="${x + 20}" y="694" width="80" height="14" rx="7" fill="${accent}"/>`;
  };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
    `<rect width="1200" height="800" fill="${page}"/>`,
    `<rect width="1200" height="90" fill="${dark ? shade(primary, -0.2) : '#ffffff'}"/><rect y="89" width="1200" height="1" fill="${ink}" opacity="0.12"/>`,
    `<rect x="80" y="30" width="160" height="30" rx="8" fill="${dark ? accent : primary}"/>`,
    [0, 1, 2, 3].map((i) => `<rect x="${640 + i * 120}" y="38" width="90" height="14" rx="7" fill="${ink}" opacity="0.55"/>`).join(''),
    `<rect x="0" y="90" width="1200" height="330" fill="${primary}"/>`,
    `<circle cx="1000" cy="250" r="190" fill="${accent}" opacity="0.35"/><circle cx="880" cy="340" r="110" fill="#ffffff" opacity="0.12"/>`,
    '<rect x="80" y="170" width="520" height="44" rx="10" fill="#ffffff" opacity="0.95"/><rect x="80" y="234" width="380" height="20" rx="10" fill="#ffffff" opacity="0.7"/>',
    `<rect x="80" y="290" width="200" height="60" rx="${Math.min(30, radius + 8)}" fill="${accent}"/>`,
    [0, 1, 2, 3].map(card).join(''),
    '</svg>',
  ].join('');
}
