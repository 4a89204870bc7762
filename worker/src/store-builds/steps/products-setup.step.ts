import { Injectable } from '@nestjs/common';
import {
  CollectionByHandleQuery,
  CollectionCreateMutation,
  ProductSetMutation,
  PublicationsQuery,
  PublishablePublishMutation,
  type ProductSetInput,
} from '@ducan/shopify';
import type { StoreConfiguration } from '@ducan/contracts';
import type { BuildContext } from '../build-context';
import { StepPreconditionError } from '../build-failure';
import { catalogForStore, shopFacts, type CatalogProduct } from '../catalog-source';
import { mapWithConcurrency } from '../map-with-concurrency';
import type { BuildStepHandler } from './build-step';

/**
 * Calls in flight at once. Shopify limits cost, not concurrency: the shared cost budget paces these
 * (32 productSets at ~37 requested points fit one Standard bucket), so the round trips overlap.
 */
const CONCURRENCY = 32;

/**
 * Sample products for the store's category (upserted by handle with productSet), grouped into
 * collections and published to the Online Store. Everything is recorded, so a re-run only
 * does what is missing.
 */
@Injectable()
export class ProductsSetupStep implements BuildStepHandler {
  readonly name = 'products_setup' as const;

  skippedBecause(settings: StoreConfiguration): string | undefined {
    return settings.createSampleProducts ? undefined : 'Skipped: Sample Products is switched off';
  }

  async run(context: BuildContext): Promise<string> {
    const catalog = catalogForStore(context.store, await shopFacts(context));
    const total = catalog.collections.length * 2 + catalog.products.length * 2;
    let done = 0;
    const tick = () => context.progress(++done, total);

    // The publication is looked up while the collections are made; each object is published as
    // soon as it exists, so publishing adds one round trip to the step, not one per wave.
    const publication = this.onlineStorePublication(context);
    publication.catch(() => undefined);
    // What earlier runs recorded, read once instead of once per object.
    const [products, published] = await Promise.all([context.listObjects('product'), context.listObjects('publication')]);
    const recordedProducts = new Map(products.map((object) => [object.handle, object.shopifyId]));
    const recordedPublications = new Set(published.map((object) => object.handle));
    const collectionIds = new Map(
      await mapWithConcurrency(catalog.collections, CONCURRENCY, async (collection) => {
        const id = await this.ensureCollection(context, collection.handle, collection.title, collection.descriptionHtml);
        await tick();
        return [collection.handle, id] as const;
      }),
    );

    await Promise.all([
      mapWithConcurrency(catalog.collections, CONCURRENCY, async (collection) => {
        await this.publish(context, recordedPublications, 'collection', collection.handle, collectionIds.get(collection.handle) as string, await publication);
        await tick();
      }),
      mapWithConcurrency(catalog.products, CONCURRENCY, async (product) => {
        const collections = catalog.collections
          .filter((collection) => collection.productHandles.includes(product.handle))
          .map((collection) => collectionIds.get(collection.handle))
          .filter((id): id is string => Boolean(id));
        const id = recordedProducts.get(product.handle) ?? (await this.ensureProduct(context, product, collections));
        await tick();
        await this.publish(context, recordedPublications, 'product', product.handle, id, await publication);
        await tick();
      }),
    ]);
    return `${catalog.products.length} sample products in ${catalog.collections.length} collections, published to the Online Store`;
  }

  /** Publishing is repeatable, but recorded ones are skipped so a re-run spends no calls on them. */
  private async publish(context: BuildContext, recorded: Set<string>, kind: string, handle: string, id: string, publicationId: string): Promise<void> {
    const key = `${kind}:${handle}`;
    if (recorded.has(key)) return;
    await context.shopify(PublishablePublishMutation, { id, input: [{ publicationId }] });
    await context.recordObject('publication', key, id, handle, { publicationId });
  }

  private async onlineStorePublication(context: BuildContext): Promise<string> {
    const { publications } = await context.shopify(PublicationsQuery, { first: 20 });
    const online = publications.nodes.find((publication) => publication.catalog?.title === 'Online Store');
    if (!online) throw new StepPreconditionError('The store has no Online Store sales channel; add it in Shopify and retry');
    return online.id;
  }

  private async ensureCollection(context: BuildContext, handle: string, title: string, descriptionHtml: string): Promise<string> {
    const recorded = await context.findObject('collection', handle);
    if (recorded) return recorded.shopifyId;
    const { collectionByHandle } = await context.shopify(CollectionByHandleQuery, { handle });
    const id =
      collectionByHandle?.id ??
      (await context.shopify(CollectionCreateMutation, { collection: { title, handle, descriptionHtml } })).collectionCreate?.collection?.id;
    if (!id) throw new StepPreconditionError(`Shopify did not return the collection ${title}`);
    await context.recordObject('collection', handle, id, title);
    return id;
  }

  private async ensureProduct(context: BuildContext, product: CatalogProduct, collections: string[]): Promise<string> {
    const input: ProductSetInput = {
      title: product.title,
      handle: product.handle,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      status: 'ACTIVE',
      collections,
      ...(product.options.length
        ? { productOptions: product.options.map((option, index) => ({ name: option.name, position: index + 1, values: option.values.map((name) => ({ name })) })) }
        : {}),
      variants: product.variants.map((variant) => ({
        optionValues: variant.optionValues,
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        sku: variant.sku,
        inventoryPolicy: 'CONTINUE' as const,
      })),
      files: product.images.map((image) => ({ originalSource: `${context.publicUrl}${image.path}`, contentType: 'IMAGE' as const, alt: image.alt })),
    };
    const { productSet } = await context.shopify(ProductSetMutation, { input, identifier: { handle: product.handle } });
    const saved = productSet?.product;
    if (!saved) throw new StepPreconditionError(`Shopify did not return the product ${product.title}`);
    await context.recordObject('product', product.handle, saved.id, saved.title, { variants: saved.variants.nodes.length });
    return saved.id;
  }
}
