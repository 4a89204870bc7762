import { Injectable } from '@nestjs/common';
import { MenusQuery, MenuUpdateMutation, type MenuItemInput, type MenuSummary } from '@ducan/shopify';
import type { StoreConfiguration } from '@ducan/contracts';
import type { BuildContext } from '../build-context';
import { StepPreconditionError } from '../build-failure';
import type { BuildStepHandler } from './build-step';

/** Pages the menus link to, in footer order; the main menu shows the first two. */
const FOOTER_PAGE_HANDLES = ['about-us', 'contact', 'privacy-policy', 'terms-of-service'];
const MAIN_PAGE_HANDLES = ['about-us', 'contact'];

/**
 * Fills the shop's default menus (`main-menu` and `footer` always exist and cannot be deleted),
 * so this step only ever updates: re-running it rewrites the same tree.
 */
@Injectable()
export class NavigationSetupStep implements BuildStepHandler {
  readonly name = 'navigation_setup' as const;

  skippedBecause(settings: StoreConfiguration): string | undefined {
    return settings.setupNavigation ? undefined : 'Skipped: Navigation Menu is switched off';
  }

  async run(context: BuildContext): Promise<string> {
    const { menus } = await context.shopify(MenusQuery, { first: 50 });
    const main = this.defaultMenu(menus.nodes, 'main-menu');
    const footer = this.defaultMenu(menus.nodes, 'footer');
    await context.progress(1, 3);

    const pages = new Map((await context.listObjects('page')).map((page) => [page.handle, page]));
    const collections = await context.listObjects('collection');
    const pageItem = (handle: string): MenuItemInput | undefined => {
      const page = pages.get(handle);
      return page ? { title: page.title ?? handle, type: 'PAGE', resourceId: page.shopifyId } : undefined;
    };

    const mainItems: MenuItemInput[] = [
      { title: 'Home', type: 'FRONTPAGE', url: '/' },
      { title: 'Catalog', type: 'CATALOG', url: '/collections/all' },
      ...(collections.length
        ? [{
            title: 'Collections',
            type: 'COLLECTIONS' as const,
            url: '/collections',
            items: collections.map((collection) => ({ title: collection.title ?? collection.handle, type: 'COLLECTION' as const, resourceId: collection.shopifyId })),
          }]
        : []),
      ...MAIN_PAGE_HANDLES.map(pageItem).filter((item): item is MenuItemInput => Boolean(item)),
    ];
    const footerItems: MenuItemInput[] = [
      { title: 'Search', type: 'SEARCH', url: '/search' },
      ...FOOTER_PAGE_HANDLES.map(pageItem).filter((item): item is MenuItemInput => Boolean(item)),
    ];

    await Promise.all([
      context.shopify(MenuUpdateMutation, { id: main.id, title: main.title || 'Main menu', items: mainItems }),
      context.shopify(MenuUpdateMutation, { id: footer.id, title: footer.title || 'Footer menu', items: footerItems }),
    ]);
    await Promise.all([
      context.recordObject('menu', 'main-menu', main.id, main.title, { items: mainItems.length }),
      context.recordObject('menu', 'footer', footer.id, footer.title, { items: footerItems.length }),
    ]);
    await context.progress(3, 3);
    return `Main menu with ${mainItems.length} links and footer menu with ${footerItems.length} links`;
  }

  private defaultMenu(menus: MenuSummary[], handle: string): MenuSummary {
    const menu = menus.find((candidate) => candidate.handle === handle);
    if (!menu) throw new StepPreconditionError(`The store has no "${handle}" menu; Shopify creates it with every store`);
    return menu;
  }
}
