export { ducanThemePreviewPng, hasProductImage, productImagePng, themePreviewPng, type RenderedImage } from './storefront-images';
export { svgToPng, LruCache } from './png-renderer';
