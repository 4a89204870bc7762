import { BRAND_STYLES, FONT_PAIRS, LOGO_STYLES, NICHES, THEME_SUGGESTIONS, fontPairsFor, themesFor } from './brand-kit';

describe('brand-kit data (spec 000 §3)', () => {
  it('has 10 niches with label and icon, 5 styles and 8 logo styles', () => {
    expect(NICHES.map((niche) => niche.id)).toEqual(['fashion', 'pets', 'fitness', 'electronics', 'health', 'art', 'minimalist', 'bold', 'eco', 'luxury']);
    for (const niche of NICHES) expect(niche.label && niche.icon).toBeTruthy();
    expect(BRAND_STYLES.map((style) => style.id)).toEqual(['playful', 'modern', 'earthy', 'luxury', 'techy']);
    expect(LOGO_STYLES.map((style) => style.id)).toEqual(['modern', 'minimalist', 'vintage', 'playful', 'professional', 'creative', 'elegant', 'bold']);
  });

  it('gives every style 1 to 3 named colours per role', () => {
    for (const style of BRAND_STYLES) {
      for (const colours of [style.primary, style.secondary, style.accent]) {
        expect(colours.length).toBeGreaterThanOrEqual(1);
        expect(colours.length).toBeLessThanOrEqual(3);
        for (const colour of colours) {
          expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
          expect(colour.name).toBeTruthy();
        }
      }
    }
  });

  it('has 2 font pairs per style and themes playful 2, modern 2, earthy 2, luxury 2, techy 1', () => {
    for (const style of BRAND_STYLES) expect(fontPairsFor(style.id)).toHaveLength(2);
    expect(FONT_PAIRS).toHaveLength(10);
    expect(BRAND_STYLES.map((style) => themesFor(style.id).length)).toEqual([2, 2, 2, 2, 1]);
    for (const theme of THEME_SUGGESTIONS) {
      expect(theme.tags.length).toBeLessThanOrEqual(3);
      expect(theme.themeStoreUrl).toMatch(/^https:\/\/themes\.shopify\.com\/themes\/[a-z]+\/styles\/default$/);
      expect(theme.previewImage).toMatch(/^\/api\/assets\/theme-previews\/[a-z]+-[a-z]+\.png$/);
    }
  });
});
