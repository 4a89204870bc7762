import { colorBrightness, colorContrast, colorDarken } from './shopify-filters';

describe('Shopify colour filters', () => {
  it('computes WCAG contrast ratios', () => {
    expect(colorContrast('#000000', '#ffffff')).toBe(21);
    expect(colorContrast('#ffffff', '#1a73e8')).toBeCloseTo(4.5, 0);
    expect(colorContrast('#c9a227', '#ffffff')).toBeLessThan(4.5);
  });

  it('darkens by HSL lightness points until light brand colours are readable', () => {
    expect(colorDarken('#ffffff', 50)).toBe('#808080');
    expect(colorContrast(colorDarken('#c9a227', 20), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(colorContrast(colorDarken('#ea4335', 20), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures brightness', () => {
    expect(colorBrightness('#ffffff')).toBe(255);
    expect(colorBrightness('#000')).toBe(0);
  });
});
