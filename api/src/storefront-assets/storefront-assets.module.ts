import { Module } from '@nestjs/common';
import { StorefrontAssetsController } from './storefront-assets.controller';

/** GET /api/assets/…: the theme zip for themeCreate, sample product images, theme previews. */
@Module({ controllers: [StorefrontAssetsController] })
export class StorefrontAssetsModule {}
