export { THEME_NAME, THEME_VERSION, THEME_ROOT, listThemeFiles, readThemeFile } from './theme-files';
export { packThemeZip, THEME_ZIP_FILENAME, THEME_ZIP_PATH, themeZipUrl } from './theme-zip';
export { localizedTemplateFiles } from './localized-templates';
export { mergeThemeSettings, toFontHandle, type ThemeBrand } from './theme-settings';
export { renderStorefront, type RenderStorefrontOptions } from './storefront/render-storefront';
export type * from './storefront/storefront-snapshot';
