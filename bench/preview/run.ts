/**
 * Benchmark: renders the home page of a fully built store (Jewelry, 32 products with variants, four
 * pages, menus, brand settings, Serbian templates) through the theme's Liquid, the way
 * GET /preview/:storeId/ does once it has the shop's state. Prints p50/p95/max (target: p50 ≤ 30 ms).
 *
 *   npm run bench:preview                 (BENCH_RENDERS=300 BENCH_PATH=/)
 */
import { essentialPages, sampleCatalog } from '@ducan/catalog';
import { localizedTemplateFiles, mergeThemeSettings, renderStorefront, type StorefrontSnapshot } from '@ducan/theme';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);
const PATH = process.env.BENCH_PATH ?? '/';

function builtStore(): StorefrontSnapshot {
  const catalog = sampleCatalog('Jewelry', 'RSD');
  const pages = essentialPages({ storeName: 'Zlatna Nit', email: 'info@zlatnanit.rs' }, 'sr');
  return {
    shop: { name: 'Zlatna Nit', email: 'info@zlatnanit.rs', currencyCode: 'RSD' },
    locale: 'sr',
    themeFiles: localizedTemplateFiles('sr'),
    settingsData: JSON.parse(mergeThemeSettings(null, { primaryColor: '#7a2638', accentColor: '#c9a227', logo: 'shopify://shop_images/logo.png' })),
    files: [{ filename: 'logo.png', url: 'https://cdn.example.test/logo.png' }],
    pages: pages.map((page) => ({ title: page.title, handle: page.handle, bodyHtml: page.bodyHtml, templateSuffix: page.templateSuffix })),
    products: catalog.products.map((product, index) => ({
      id: `gid://shopify/Product/${index + 1}`,
      title: product.title,
      handle: product.handle,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      options: product.options,
      variants: product.variants.map((variant, position) => ({
        id: `gid://shopify/ProductVariant/${index * 100 + position}`,
        title: variant.optionValues.map((value) => value.name).join(' / '),
        price: variant.price,
        compareAtPrice: variant.compareAtPrice,
        selectedOptions: variant.optionValues.map((value) => ({ name: value.optionName, value: value.name })),
      })),
      images: product.images.map((image) => ({ url: `https://ducan.example.test${image.path}`, alt: image.alt })),
    })),
    collections: catalog.collections,
    menus: [
      { handle: 'main-menu', title: 'Main menu', items: [{ title: 'Početna', url: '/' }, ...catalog.collections.map((c) => ({ title: c.title, url: `/collections/${c.handle}` }))] },
      { handle: 'footer', title: 'Footer', items: pages.map((page) => ({ title: page.title, url: `/pages/${page.handle}` })) },
    ],
  };
}

async function main(): Promise<void> {
  // Each request adapts a fresh snapshot from the sandbox; so does each render here.
  const first = performance.now();
  await renderStorefront(builtStore(), PATH, { basePath: '/preview/1' });
  const cold = performance.now() - first;
  for (let i = 0; i < 20; i++) await renderStorefront(builtStore(), PATH, { basePath: '/preview/1' });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const snapshot = builtStore();
    const start = performance.now();
    const page = await renderStorefront(snapshot, PATH, { basePath: '/preview/1' });
    times.push(performance.now() - start);
    bytes = page.body.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`preview render of ${PATH}: ${RENDERS} renders, ${bytes} bytes of HTML`);
  console.log(`cold (first render, parses the theme): ${cold.toFixed(1)} ms`);
  console.log(`p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${times[times.length - 1].toFixed(2)} ms   (target p50 ≤ 30 ms)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
