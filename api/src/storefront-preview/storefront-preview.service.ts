import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { Store, StoreObject } from '@ducan/db';
import { renderStorefront, type RenderedStorefrontPage } from '@ducan/theme';
import { DatabaseService } from '../database/database.service';
import { EmbeddedShopifySandbox } from '../shopify-sandbox/embedded-shopify-sandbox.service';
import { demoStorefront, parseDemoPath } from './demo-storefront';
import { recordedStorefront } from './recorded-storefront';
import { sandboxStorefront } from './sandbox-storefront.adapter';

export interface StorefrontPreview {
  page: RenderedStorefrontPage;
  /** `sandbox`: the shop's current state; `recorded`: a live store as its build left it; `demo`: before any build. */
  source: 'sandbox' | 'recorded' | 'demo';
}

/** Renders a built store's storefront for its owner: from the sandbox, or from what the build recorded. */
@Injectable()
export class StorefrontPreviewService {
  constructor(
    private readonly database: DatabaseService,
    private readonly sandbox: EmbeddedShopifySandbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `/preview/demo/<sr|en>/<category>/<primary>/<accent>/<name>/…`: the store a build would make,
   * for the wizard (no store yet, nothing private in it).
   */
  async renderDemo(path: string): Promise<StorefrontPreview> {
    const demo = parseDemoPath(path);
    if (!demo) {
      throw new NotFoundException('A demo address looks like /preview/demo/sr/jewelry/1a73e8/ea4335/Store%20name/ (language, category, two colours, a name of at most 60 characters).');
    }
    if (demo.rest === undefined) return { page: { status: 301, contentType: 'text/plain; charset=utf-8', body: `${demo.basePath}/` }, source: 'demo' };
    return { page: await renderStorefront(demoStorefront(demo.store, this.config.publicUrl), demo.rest, { basePath: demo.basePath }), source: 'demo' };
  }

  async render(storeId: number, ownerId: string | undefined, path: string, isAdmin = false): Promise<StorefrontPreview> {
    const store = await this.database.manager.findOne(Store, { where: { id: storeId } });
    // Theme assets (CSS, JS) are public on a live store too, and the sandboxed preview page loads
    // them without cookies; everything else is the owner's. Another browser's store answers
    // exactly like a missing one.
    const isAsset = path.startsWith('/assets/');
    const mayView = isAdmin || (ownerId !== undefined && store?.ownerId === ownerId);
    if (!store || (!isAsset && !mayView)) throw new NotFoundException('Store not found');
    const base = { basePath: `/preview/${store.id}` };
    const state = await (await this.sandbox.instance()).inspect.state(store.shopifyDomain ?? store.url);
    if (state) {
      const language = store.configuration?.language;
      const locale = language === 'en' || language === 'sr' ? language : 'sr';
      return { page: await renderStorefront(sandboxStorefront(state, locale), path, base), source: 'sandbox' };
    }
    const objects = await this.database.manager.find(StoreObject, { where: { storeId: store.id } });
    if (!objects.some((object) => object.kind === 'theme')) {
      throw new NotFoundException('This store has no preview yet: it appears once the build has installed the theme.');
    }
    return { page: await renderStorefront(recordedStorefront(store, objects, this.config.publicUrl), path, base), source: 'recorded' };
  }
}
