import { Module } from '@nestjs/common';
import { ShopifySandboxModule } from '../shopify-sandbox/shopify-sandbox.module';
import { StorefrontPreviewService } from './storefront-preview.service';

/** GET /preview/:storeId/… — the built store, rendered through its theme (see mount-storefront-preview.ts). */
@Module({ imports: [ShopifySandboxModule], providers: [StorefrontPreviewService], exports: [StorefrontPreviewService] })
export class StorefrontPreviewModule {}
