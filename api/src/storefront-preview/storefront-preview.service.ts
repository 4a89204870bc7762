import { Injectable, NotFoundException } from '@nestjs/common';
import { Store } from '@ducan/db';
import { renderStorefront, type RenderedStorefrontPage } from '@ducan/theme';
import { DatabaseService } from '../database/database.service';
import { EmbeddedShopifySandbox } from '../shopify-sandbox/embedded-shopify-sandbox.service';
import { sandboxStorefront } from './sandbox-storefront.adapter';

/** Renders a built store's storefront for its owner, from the shop's state in the sandbox. */
@Injectable()
export class StorefrontPreviewService {
  constructor(
    private readonly database: DatabaseService,
    private readonly sandbox: EmbeddedShopifySandbox,
  ) {}

  async render(storeId: number, ownerId: string | undefined, path: string): Promise<RenderedStorefrontPage> {
    const store = await this.database.manager.findOne(Store, { where: { id: storeId } });
    // Theme assets (CSS, JS) are public on a live store too, and the sandboxed preview page loads
    // them without cookies; everything else is the owner's. Another browser's store answers
    // exactly like a missing one.
    const isAsset = path.startsWith('/assets/');
    if (!store || (!isAsset && (!ownerId || store.ownerId !== ownerId))) throw new NotFoundException('Store not found');
    const domain = store.shopifyDomain ?? store.url;
    const state = await (await this.sandbox.instance()).inspect.state(domain);
    if (!state) {
      throw new NotFoundException('This store has no preview yet: previews show stores built in the sandbox (demo token), once the build has started.');
    }
    const language = store.configuration?.language;
    const locale = language === 'en' || language === 'sr' ? language : 'sr';
    return renderStorefront(sandboxStorefront(state, locale), path, { basePath: `/preview/${store.id}` });
  }
}
