export { THEME_NAME, THEME_VERSION, THEME_ROOT, listThemeFiles, readThemeFile } from './theme-files';
export { packThemeZip } from './theme-zip';
export { mergeThemeSettings, toFontHandle, type ThemeBrand } from './theme-settings';
