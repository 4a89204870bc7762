import { Module } from '@nestjs/common';
import { EmbeddedShopifySandbox } from './embedded-shopify-sandbox.service';

/** The embedded Shopify sandbox (libs/shopify-sandbox), mounted by create-app at /__sandbox/shopify. */
@Module({ providers: [EmbeddedShopifySandbox], exports: [EmbeddedShopifySandbox] })
export class ShopifySandboxModule {}
