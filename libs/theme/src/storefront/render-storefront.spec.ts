import { essentialPages, sampleCatalog } from '@ducan/catalog';
import { localizedTemplateFiles } from '../localized-templates';
import { mergeThemeSettings } from '../theme-settings';
import { renderStorefront } from './render-storefront';
import type { StorefrontSnapshot } from './storefront-snapshot';

const LOGO_URL = 'https://cdn.example.test/files/zlatna-nit-logo.png';

function builtStore(locale: 'sr' | 'en' = 'sr'): StorefrontSnapshot {
  const catalog = sampleCatalog('Jewelry', 'RSD');
  const pages = essentialPages({ storeName: 'Zlatna Nit', email: 'info@zlatnanit.rs', phone: '+381 60 123 4567' }, locale);
  return {
    shop: { name: 'Zlatna Nit', email: 'info@zlatnanit.rs', currencyCode: 'RSD' },
    locale,
    settingsData: JSON.parse(
      mergeThemeSettings(null, { primaryColor: '#7a2638', accentColor: '#c9a227', logo: 'shopify://shop_images/zlatna-nit-logo.png', headingFont: 'Playfair Display' }),
    ),
    files: [{ filename: 'zlatna-nit-logo.png', url: LOGO_URL, alt: 'Zlatna Nit' }],
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
        id: `gid://shopify/ProductVariant/${(index + 1) * 100 + position}`,
        title: variant.optionValues.map((value) => value.name).join(' / ') || 'Default Title',
        price: variant.price,
        compareAtPrice: variant.compareAtPrice,
        selectedOptions: variant.optionValues.map((value) => ({ name: value.optionName, value: value.name })),
      })),
      images: product.images.map((image) => ({ url: `https://ducan.example.test${image.path}`, alt: image.alt })),
    })),
    collections: catalog.collections.map((collection) => ({ ...collection })),
    menus: [
      {
        handle: 'main-menu',
        title: 'Main menu',
        items: [
          { title: 'Početna', url: '/' },
          ...catalog.collections.slice(0, 3).map((collection) => ({ title: collection.title, url: `/collections/${collection.handle}` })),
          { title: 'Kontakt', url: '/pages/contact' },
          { title: 'Kolekcije', url: '/collections', items: catalog.collections.map((collection) => ({ title: collection.title, url: `/collections/${collection.handle}` })) },
        ],
      },
      { handle: 'footer', title: 'Footer menu', items: pages.map((page) => ({ title: page.title, url: `https://zlatna-nit.myshopify.com/pages/${page.handle}` })) },
    ],
  };
}

const render = (path: string, snapshot = builtStore()) => renderStorefront(snapshot, path, { basePath: '/preview/7' });

function expectBranded(html: string) {
  expect(html).toContain('<title>');
  expect(html).toContain('Zlatna Nit');
  expect(html).toContain('--ducan-primary: #7a2638;');
  expect(html).toContain('--ducan-accent: #c9a227;');
  expect(html).toMatch(new RegExp(`<img src="${LOGO_URL}" alt="Zlatna Nit"[^>]*class="site-header__logo"`));
  expect(html).toContain('"Playfair Display"');
  expect(html).toContain('href="/preview/7/assets/bootstrap.min.css"');
  expect(html).not.toMatch(/translation missing|Liquid error/);
}

describe('renderStorefront', () => {
  it('renders the home page with the store’s name, colours, logo, menu and bestsellers', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expectBranded(page.body);
    expect(page.body).toContain('<html lang="sr">');
    expect(page.body).toContain('href="/preview/7/collections/necklaces"');
    // Nested menu items become a dropdown.
    expect(page.body).toMatch(/<a class="nav-link dropdown-toggle" href="\/preview\/7\/collections" role="button" data-bs-toggle="dropdown" aria-expanded="false">Kolekcije<\/a>\s*<ul class="dropdown-menu">\s*<li>\s*<a class="dropdown-item" href="\/preview\/7\/collections\/necklaces">Necklaces<\/a>/);
    expect(page.body).toContain('Dainty Initial Necklace');
    expect(page.body).toMatch(/\d\.\d{3},00\s?RSD/);
    expect(page.body).toContain('Pređi na sadržaj');
    expect(page.body).toContain('Kvalitetni proizvodi, brza isporuka i ljubazna podrška.');
    expect(page.body).toContain('What our customers say');
    // The footer menu's absolute shop URLs point into the preview.
    expect(page.body).toContain('href="/preview/7/pages/privacy-policy"');
  });

  it('renders a collection with its products, paginated', async () => {
    const page = await render('/collections/all');
    expect(page.status).toBe(200);
    expectBranded(page.body);
    expect(page.body.match(/class="card h-100 product-card"/g)).toHaveLength(24);
    expect(page.body).toContain('href="/preview/7/collections/all?page=2"');
    expect(page.body).toContain('<h1 class="h2" id="CollectionHeading">Svi proizvodi</h1>');
    const second = await render('/collections/all?page=2');
    expect(second.body.match(/class="card h-100 product-card"/g)).toHaveLength(32 - 24);
    const necklaces = await render('/collections/necklaces');
    expect(necklaces.body).toContain('<h1 class="h2" id="CollectionHeading">Necklaces</h1>');
  });

  it('renders a product with its options, price, compare-at price and image', async () => {
    const product = sampleCatalog('Jewelry', 'RSD').products.find((candidate) => candidate.variants[0].compareAtPrice);
    const page = await render(`/products/${product?.handle}`);
    expect(page.status).toBe(200);
    expectBranded(page.body);
    expect(page.body).toContain(`<h1 class="h2 product__title">${product?.title}</h1>`);
    // "You may also like" (Bestsellers) suggests other products, never the one on the page.
    const bestseller = sampleCatalog('Jewelry', 'RSD').collections.find((collection) => collection.handle === 'bestsellers')?.productHandles[0];
    const bestsellerPage = await render(`/products/${bestseller}`);
    const related = bestsellerPage.body.slice(bestsellerPage.body.indexOf('featured-collection'));
    expect(related.match(/class="card h-100 product-card"/g)).toHaveLength(4);
    expect(related).not.toContain(`href="/preview/7/products/${bestseller}"`);
    expect(page.body).toContain('<s class="price__compare">');
    expect(page.body).toContain(`https://ducan.example.test/api/assets/products/jewelry/${product?.handle}.png`);
    expect(page.body).toMatch(/<label class="form-label fw-semibold" for="ProductVariant-[^"]+">Metal<\/label>/);
    // Every variant is a choice of the one `id` select, so the chosen variant is what goes to the cart.
    const choices = [...page.body.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((match) => [match[1], match[2]]);
    expect(choices.map(([, label]) => label.split(' &ndash; ')[0])).toEqual(['Gold', 'Silver']);
    expect(new Set(choices.map(([id]) => id)).size).toBe(2);
    expect(page.body).toContain('Dodaj u korpu');
    expect(page.body).toContain('<form method="post" action="/preview/7/cart"');
    // Structured data for search engines: a valid Product with one offer per variant.
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    const structured = blocks.find((block) => block['@type'] === 'Product');
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'Product']);
    expect(structured).toMatchObject({ name: product?.title, brand: { name: product?.vendor } });
    expect(structured.image).toBe(`https://ducan.example.test/api/assets/products/jewelry/${product?.handle}.png`);
    expect(structured.offers).toHaveLength(product?.variants.length ?? -1);
    expect(structured.offers[0]).toMatchObject({ price: Number(product?.variants[0].price), priceCurrency: 'RSD', availability: 'https://schema.org/InStock' });
  });

  it.each(['about-us', 'contact', 'privacy-policy', 'terms-of-service'])('renders the %s page', async (handle) => {
    const page = await render(`/pages/${handle}`);
    expect(page.status).toBe(200);
    expectBranded(page.body);
    expect(page.body).toContain('info@zlatnanit.rs');
    if (handle === 'contact') expect(page.body).toContain('name="contact[email]"');
  });

  it('shows the Serbian template texts the build writes into a Serbian store', async () => {
    const page = await render('/', { ...builtStore(), themeFiles: localizedTemplateFiles('sr') });
    expect(page.body).toContain('Nova sezona, novi favoriti');
    expect(page.body).toContain('Najprodavanije');
  });

  it('renders English storefront text for an English store', async () => {
    const page = await render('/pages/about-us', builtStore('en'));
    expect(page.body).toContain('<h1 class="h2 mb-4">About Us</h1>');
    expect(page.body).toContain('Skip to content');
  });

  it('answers unknown paths with the theme’s 404 page', async () => {
    const page = await render('/products/no-such-thing');
    expect(page.status).toBe(404);
    expect(page.body).toContain('Stranica nije pronađena');
    expectBranded(page.body);
  });

  it('renders the (empty) cart in the store’s language', async () => {
    const page = await render('/cart');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Vaša korpa je prazna.');
    expect(page.body).toContain('href="/preview/7/collections/all"');
  });

  it('searches products and lists collections', async () => {
    const search = await render('/search?q=ring');
    expect(search.body).toContain('Stackable Band Ring');
    const collections = await render('/collections');
    expect(collections.body).toContain('href="/preview/7/collections/earrings"');
  });

  it('serves the theme’s assets', async () => {
    const css = await render('/assets/ducan.css');
    expect(css.contentType).toMatch(/text\/css/);
    expect(css.body).toContain('--ducan-primary');
    expect((await render('/assets/nope.css')).status).toBe(404);
  });

  it('renders a store with no theme files, pages or products yet from the defaults', async () => {
    const page = await renderStorefront({ shop: { name: 'Prazna', currencyCode: 'EUR' }, pages: [], products: [], collections: [], menus: [] }, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<span class="site-header__name">Prazna</span>');
    expect(page.body).toContain('--ducan-primary: #1a73e8;');
  });

  it('answers a theme with a Liquid error with a 500 page naming the file', async () => {
    const snapshot = { ...builtStore(), themeFiles: { 'sections/rich-text.liquid': '{% if %}<p>broken' } };
    const page = await render('/', snapshot);
    expect(page.status).toBe(500);
    expect(page.body).toContain('The theme could not be rendered');
    expect(page.body).toContain('sections/rich-text.liquid');
  });

  it('renders theme files the store has changed', async () => {
    const snapshot = { ...builtStore(), themeFiles: { 'sections/rich-text.liquid': '<p class="custom">{{ shop.name }} custom</p>{% schema %}{"name":"Rich text","settings":[]}{% endschema %}' } };
    expect((await render('/', snapshot)).body).toContain('<p class="custom">Zlatna Nit custom</p>');
  });
});
