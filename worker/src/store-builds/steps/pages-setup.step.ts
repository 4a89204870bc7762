import { Injectable } from '@nestjs/common';
import { PageByHandleQuery, PageCreateMutation, PageUpdateMutation, pageHandleQuery } from '@ducan/shopify';
import type { StoreConfiguration } from '@ducan/contracts';
import type { BuildContext } from '../build-context';
import { pagesForStore, shopFacts } from '../catalog-source';
import { mapWithConcurrency } from '../map-with-concurrency';
import type { BuildStepHandler } from './build-step';

/** About Us, Contact, Privacy Policy and Terms of Service with the store's name, found by handle first. */
@Injectable()
export class PagesSetupStep implements BuildStepHandler {
  readonly name = 'pages_setup' as const;

  skippedBecause(settings: StoreConfiguration): string | undefined {
    return settings.createPages ? undefined : 'Skipped: Essential Pages is switched off';
  }

  async run(context: BuildContext): Promise<string> {
    const pages = pagesForStore(context.store, await shopFacts(context));
    let done = 0;
    await mapWithConcurrency(pages, 4, async (page) => {
      if (!(await context.findObject('page', page.handle))) {
        const { pages: found } = await context.shopify(PageByHandleQuery, { query: pageHandleQuery(page.handle) });
        const existing = found.nodes.find((node) => node.handle === page.handle);
        const saved = existing
          ? (await context.shopify(PageUpdateMutation, { id: existing.id, page: { title: page.title, body: page.bodyHtml, isPublished: true, templateSuffix: page.templateSuffix ?? null } })).pageUpdate?.page
          : (await context.shopify(PageCreateMutation, { page: { title: page.title, handle: page.handle, body: page.bodyHtml, isPublished: true, templateSuffix: page.templateSuffix ?? null } })).pageCreate?.page;
        if (saved) await context.recordObject('page', page.handle, saved.id, saved.title);
      }
      await context.progress(++done, pages.length);
    });
    return `${pages.length} pages ready: ${pages.map((page) => page.title).join(', ')}`;
  }
}
