export * from './types';
export { type CatalogLanguage, sampleCatalog, categorySlug, categoryBySlug, isCategoryName, findSampleProduct, productImageUrl } from './catalog';
export { convertPrice, supportsCurrency } from './prices';
export { productImageSvg, shade } from './product-image-svg';
export { essentialPages, type EssentialPage, type StoreContact, type PageLanguage } from './essential-pages';
export * from './brand-kit';
export { themePreviewSvg, themePreviewKey, findThemeSuggestion, ducanThemePreviewSvg } from './theme-preview-svg';
export { toHandle } from './text';
