import { Module } from '@nestjs/common';
import { ConfigModule } from '@ducan/config';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './redis/redis.module';
import { HealthModule } from './health/health.module';
import { StoresModule } from './stores/stores.module';
import { RealtimeModule } from './realtime/realtime.module';
import { PublicRateLimitModule } from './public-forms/public-rate-limit.module';
import { ContactModule } from './contact/contact.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { CustomOrdersModule } from './custom-orders/custom-orders.module';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { ShopifySandboxModule } from './shopify-sandbox/shopify-sandbox.module';
import { ShopifyConnectionModule } from './shopify-connection/shopify-connection.module';
import { StorefrontAssetsModule } from './storefront-assets/storefront-assets.module';
import { StorefrontPreviewModule } from './storefront-preview/storefront-preview.module';

@Module({
  imports: [ConfigModule, DatabaseModule, RedisModule, HealthModule, StoresModule, RealtimeModule, ShopifySandboxModule, StorefrontAssetsModule, StorefrontPreviewModule, ShopifyConnectionModule, PublicRateLimitModule, ContactModule, NewsletterModule, CustomOrdersModule, AdminAuthModule],
})
export class AppModule {}
