import { mergeThemeSettings, toFontHandle } from './theme-settings';

const SHOPIFY_NOTICE = '/*\n * IMPORTANT: The contents of this file are auto-generated.\n */\n';

describe('mergeThemeSettings', () => {
  it('changes only the brand settings and keeps every other setting, section and preset', () => {
    const existing = {
      current: {
        color_primary: '#000000',
        button_radius: 20,
        custom_merchant_setting: 'keep me',
        sections: { header: { type: 'header', settings: { menu: 'my-menu' } } },
      },
      presets: { Default: { color_primary: '#111111' } },
    };
    const merged = JSON.parse(
      mergeThemeSettings(SHOPIFY_NOTICE + JSON.stringify(existing), {
        primaryColor: '#1A73E8',
        accentColor: '#ea4335',
        logo: 'shopify://shop_images/acme-logo.png',
        headingFont: 'Playfair Display',
        bodyFont: 'inter_n4',
      }),
    );
    expect(merged.current).toEqual({
      color_primary: '#1a73e8',
      color_accent: '#ea4335',
      logo: 'shopify://shop_images/acme-logo.png',
      type_heading_font: 'playfair_display_n4',
      type_body_font: 'inter_n4',
      button_radius: 20,
      custom_merchant_setting: 'keep me',
      sections: { header: { type: 'header', settings: { menu: 'my-menu' } } },
    });
    expect(merged.presets).toEqual(existing.presets);
  });

  it('turns a preset name in `current` into that preset’s settings plus the brand, leaving the preset as it was', () => {
    const existing = { current: 'Bold', presets: { Bold: { color_primary: '#222222', button_radius: 0, color_text: '#101010' } } };
    const merged = JSON.parse(mergeThemeSettings(JSON.stringify(existing), { accentColor: '#15cf92' }));
    expect(merged.current).toEqual({ color_primary: '#222222', button_radius: 0, color_text: '#101010', color_accent: '#15cf92' });
    expect(merged.presets.Bold).toEqual(existing.presets.Bold);
  });

  it('starts from the theme’s own defaults when there is no file yet', () => {
    const merged = JSON.parse(mergeThemeSettings('', { primaryColor: '#123456' }));
    expect(merged.current).toMatchObject({ color_primary: '#123456', color_accent: '#ea4335', type_body_font: 'inter_n4' });
  });

  it('refuses a colour that is not hex', () => {
    expect(() => mergeThemeSettings('{}', { primaryColor: 'blue' })).toThrow(/hex colour/);
  });

  it('maps family names to Shopify font handles', () => {
    expect(toFontHandle('Open Sans')).toBe('open_sans_n4');
    expect(toFontHandle('poppins_n6')).toBe('poppins_n6');
  });
});
