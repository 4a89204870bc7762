import { defineMutation, type Gid, type UserErrorShape } from './operation';
import type { MenuItemInput, MenuResultSummary } from './menu-create.mutation';

export interface MenuUpdateVariables {
  id: Gid;
  title: string;
  /** Default menus keep their handle: leave it out for them. */
  handle?: string | null;
  /** The whole tree: items left out are removed. */
  items: (MenuItemInput & { id?: Gid | null })[];
}

export interface MenuUpdateResult {
  menuUpdate: { menu: MenuResultSummary | null; userErrors: UserErrorShape[] } | null;
}

export const MenuUpdateMutation = defineMutation<MenuUpdateVariables, MenuUpdateResult>(
  'MenuUpdate',
  'menuUpdate',
  /* GraphQL */ `
mutation MenuUpdate($id: ID!, $title: String!, $handle: String, $items: [MenuItemUpdateInput!]!) {
  menuUpdate(id: $id, title: $title, handle: $handle, items: $items) {
    menu { id handle title isDefault }
    userErrors { field message code }
  }
}`,
);
