import { defineQuery, type Gid } from './operation';

export type MenuItemType =
  | 'ARTICLE' | 'BLOG' | 'CATALOG' | 'COLLECTION' | 'COLLECTIONS' | 'CUSTOMER_ACCOUNT_PAGE' | 'FRONTPAGE'
  | 'HTTP' | 'METAOBJECT' | 'PAGE' | 'PRODUCT' | 'SEARCH' | 'SHOP_POLICY';

export interface MenuItemNode {
  id: Gid;
  title: string;
  type: MenuItemType;
  url: string | null;
  resourceId: Gid | null;
  items: MenuItemNode[];
}

export interface MenuSummary {
  id: Gid;
  handle: string;
  title: string;
  isDefault: boolean;
  items: MenuItemNode[];
}

export interface MenusVariables {
  first?: number;
}

export interface MenusResult {
  menus: { nodes: MenuSummary[] };
}

/** Default menus `main-menu` and `footer` always exist; items are read three levels deep (the limit). */
export const MenusQuery = defineQuery<MenusVariables, MenusResult>(
  'Menus',
  /* GraphQL */ `
query Menus($first: Int = 50) {
  menus(first: $first) {
    nodes {
      id handle title isDefault
      items {
        id title type url resourceId
        items {
          id title type url resourceId
          items { id title type url resourceId }
        }
      }
    }
  }
}`,
);
