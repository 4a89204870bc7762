import { AccessScopesQuery } from './access-scopes.query';
import { CollectionAddProductsMutation } from './collection-add-products.mutation';
import { CollectionByHandleQuery } from './collection-by-handle.query';
import { CollectionCreateMutation } from './collection-create.mutation';
import { FileCreateMutation } from './file-create.mutation';
import { FilesStatusQuery } from './files-status.query';
import { MenuCreateMutation } from './menu-create.mutation';
import { MenuUpdateMutation } from './menu-update.mutation';
import { MenusQuery } from './menus.query';
import type { AnyOperation } from './operation';
import { PageByHandleQuery } from './page-by-handle.query';
import { PageCreateMutation } from './page-create.mutation';
import { PageUpdateMutation } from './page-update.mutation';
import { ProductByHandleQuery } from './product-by-handle.query';
import { ProductSetMutation } from './product-set.mutation';
import { PublicationsQuery } from './publications.query';
import { PublishablePublishMutation } from './publishable-publish.mutation';
import { ShopQuery } from './shop.query';
import { ThemeCreateMutation } from './theme-create.mutation';
import { ThemeFilesQuery } from './theme-files.query';
import { ThemeFilesUpsertMutation } from './theme-files-upsert.mutation';
import { ThemePublishMutation } from './theme-publish.mutation';
import { ThemeQuery } from './theme.query';
import { ThemesQuery } from './themes.query';

export * from './operation';
export * from './access-scopes.query';
export * from './collection-add-products.mutation';
export * from './collection-by-handle.query';
export * from './collection-create.mutation';
export * from './file-create.mutation';
export * from './files-status.query';
export * from './menu-create.mutation';
export * from './menu-update.mutation';
export * from './menus.query';
export * from './page-by-handle.query';
export * from './page-create.mutation';
export * from './page-update.mutation';
export * from './product-by-handle.query';
export * from './product-set.mutation';
export * from './publications.query';
export * from './publishable-publish.mutation';
export * from './shop.query';
export * from './theme-create.mutation';
export * from './theme-files.query';
export * from './theme-files-upsert.mutation';
export * from './theme-publish.mutation';
export * from './theme.query';
export * from './themes.query';

/** Every document the product sends; the schema test validates each one. */
export const ALL_OPERATIONS: readonly AnyOperation[] = [
  ShopQuery,
  AccessScopesQuery,
  ThemesQuery,
  ThemeQuery,
  ThemeFilesQuery,
  ThemeCreateMutation,
  ThemePublishMutation,
  ThemeFilesUpsertMutation,
  FileCreateMutation,
  FilesStatusQuery,
  PageByHandleQuery,
  PageCreateMutation,
  PageUpdateMutation,
  ProductSetMutation,
  ProductByHandleQuery,
  CollectionByHandleQuery,
  CollectionCreateMutation,
  CollectionAddProductsMutation,
  PublicationsQuery,
  PublishablePublishMutation,
  MenusQuery,
  MenuCreateMutation,
  MenuUpdateMutation,
];
