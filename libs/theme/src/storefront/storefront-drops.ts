import type { StorefrontCollection, StorefrontMenuItem, StorefrontPage, StorefrontProduct, StorefrontSnapshot } from './storefront-snapshot';

/** Plain objects shaped like Shopify's Liquid objects, built once per rendered page. */
export interface ImageDrop {
  src: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  aspect_ratio: number;
}

export type Drop = Record<string, unknown>;

/** A list that can also be read by handle, like Shopify's `collections['sale']`. */
const keyedList = () => [] as unknown as Drop[] & Record<string, Drop>;

const cents = (decimal: string | null | undefined) => (decimal === null || decimal === undefined || decimal === '' ? null : Math.round(Number(decimal) * 100));
const numericId = (id: string) => Number(/(\d+)(?:\?.*)?$/.exec(id)?.[1] ?? 0);

export class StorefrontDrops {
  readonly images = new Map<string, ImageDrop>();
  readonly products = new Map<string, Drop>();
  readonly collections: Drop[] & Record<string, Drop>;
  readonly linklists: Drop[] & Record<string, Drop>;
  readonly pages: Drop[] & Record<string, Drop>;

  constructor(
    private readonly snapshot: StorefrontSnapshot,
    private readonly url: (path: string) => string,
    private readonly currentPath: string,
    allProductsTitle: string,
  ) {
    for (const product of snapshot.products) this.products.set(product.handle, this.product(product));
    this.collections = keyedList();
    for (const collection of snapshot.collections) this.addCollection(this.collection(collection));
    if (!this.collections.all) {
      this.collections.all = this.collection({ title: allProductsTitle, handle: 'all', productHandles: snapshot.products.map((p) => p.handle) });
    }
    this.linklists = keyedList();
    for (const menu of snapshot.menus) {
      const drop = { handle: menu.handle, title: menu.title, links: menu.items.map((item) => this.link(item)) };
      this.linklists.push(drop);
      this.linklists[menu.handle] = drop;
    }
    this.pages = keyedList();
    for (const page of snapshot.pages) {
      const drop = this.page(page);
      this.pages.push(drop);
      this.pages[page.handle] = drop;
    }
  }

  private addCollection(drop: Drop): void {
    this.collections.push(drop);
    this.collections[drop.handle as string] = drop;
  }

  image(url: string, alt: string, width = 800, height = 800): ImageDrop {
    const drop = { src: url, url, alt, width, height, aspect_ratio: width / height };
    this.images.set(url, drop);
    return drop;
  }

  /** `shopify://shop_images/logo.png` → the uploaded file's URL. */
  shopImage(reference: string): ImageDrop | null {
    const filename = /^shopify:\/\/shop_images\/(.+)$/.exec(reference)?.[1];
    if (!filename) return /^(https?:|\/|data:image\/)/.test(reference) ? this.image(reference, '') : null;
    const file = this.snapshot.files?.find((candidate) => candidate.filename === decodeURIComponent(filename));
    return file ? this.image(file.url, file.alt ?? '', 400, 400) : null;
  }

  /** Menu and setting URLs point at the live shop; in the preview they point at the preview. */
  storefrontUrl(url: string): string {
    const shopify = /^shopify:\/\/(collections|products|pages|blogs)\/(.+)$/.exec(url);
    if (shopify) return this.url(`/${shopify[1]}/${shopify[2]}`);
    if (url.startsWith('/')) return this.url(url);
    const absolute = /^https?:\/\/[^/]+\.myshopify\.com(\/.*)?$/.exec(url);
    if (absolute) return this.url(absolute[1] ?? '/');
    return url;
  }

  private link(item: StorefrontMenuItem): Drop {
    const url = this.storefrontUrl(item.url);
    const links = (item.items ?? []).map((child) => this.link(child));
    return {
      title: item.title,
      url,
      active: url === this.currentPath,
      child_active: links.some((child) => child.active),
      links,
      levels: links.length ? 1 : 0,
    };
  }

  private product(product: StorefrontProduct): Drop {
    const images = product.images.map((image) => this.image(image.url, image.alt || product.title, image.width, image.height));
    const variants = product.variants.map((variant) => ({
      id: numericId(variant.id),
      title: variant.title,
      price: cents(variant.price) ?? 0,
      compare_at_price: cents(variant.compareAtPrice),
      available: variant.available ?? true,
      options: variant.selectedOptions.map((option) => option.value),
      option1: variant.selectedOptions[0]?.value ?? null,
      option2: variant.selectedOptions[1]?.value ?? null,
      option3: variant.selectedOptions[2]?.value ?? null,
    }));
    const first = variants.find((variant) => variant.available) ?? variants[0];
    const options = product.options.filter((option) => !(option.name === 'Title' && option.values.length === 1 && option.values[0] === 'Default Title'));
    return {
      object_type: 'product',
      id: numericId(product.id),
      title: product.title,
      handle: product.handle,
      url: this.url(`/products/${product.handle}`),
      description: product.descriptionHtml,
      content: product.descriptionHtml,
      vendor: product.vendor ?? '',
      type: product.productType ?? '',
      tags: product.tags ?? [],
      available: variants.some((variant) => variant.available),
      price: Math.min(...variants.map((variant) => variant.price)),
      featured_image: images[0] ?? null,
      images,
      variants,
      first_available_variant: first,
      selected_or_first_available_variant: first,
      has_only_default_variant: options.length === 0,
      options: options.map((option) => option.name),
      options_with_values: options.map((option, index) => ({
        name: option.name,
        position: index + 1,
        values: option.values,
        selected_value: first?.options[index] ?? option.values[0],
      })),
    };
  }

  private collection(collection: StorefrontCollection): Drop {
    const products = collection.productHandles.map((handle) => this.products.get(handle)).filter((product): product is Drop => !!product);
    return {
      object_type: 'collection',
      title: collection.title,
      handle: collection.handle,
      url: this.url(`/collections/${collection.handle}`),
      description: collection.descriptionHtml ?? '',
      products,
      products_count: products.length,
      all_products_count: products.length,
      featured_image: (products[0]?.featured_image as ImageDrop | null) ?? null,
    };
  }

  private page(page: StorefrontPage): Drop {
    return {
      object_type: 'page',
      title: page.title,
      handle: page.handle,
      url: this.url(`/pages/${page.handle}`),
      content: page.bodyHtml,
      template_suffix: page.templateSuffix ?? null,
    };
  }
}
