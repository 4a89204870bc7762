import { defineMutation, type Gid, type UserErrorShape } from './operation';
import type { MenuItemType } from './menus.query';

export interface MenuItemInput {
  title: string;
  type: MenuItemType;
  url?: string | null;
  resourceId?: Gid | null;
  tags?: string[] | null;
  /** Nesting is limited to 3 levels (NESTING_TOO_DEEP). */
  items?: MenuItemInput[] | null;
}

export interface MenuResultSummary {
  id: Gid;
  handle: string;
  title: string;
  isDefault: boolean;
}

export interface MenuCreateVariables {
  title: string;
  handle: string;
  items: MenuItemInput[];
}

export interface MenuCreateResult {
  menuCreate: { menu: MenuResultSummary | null; userErrors: UserErrorShape[] } | null;
}

export const MenuCreateMutation = defineMutation<MenuCreateVariables, MenuCreateResult>(
  'MenuCreate',
  'menuCreate',
  /* GraphQL */ `
mutation MenuCreate($title: String!, $handle: String!, $items: [MenuItemCreateInput!]!) {
  menuCreate(title: $title, handle: $handle, items: $items) {
    menu { id handle title isDefault }
    userErrors { field message code }
  }
}`,
);
