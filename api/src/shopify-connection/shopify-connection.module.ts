import { Module } from '@nestjs/common';
import { ShopifySandboxModule } from '../shopify-sandbox/shopify-sandbox.module';
import { ShopifyConnectionsService } from './shopify-connections.service';
import { ShopifyInstallController } from './shopify-install.controller';
import { ShopifyInstallService } from './shopify-install.service';
import { ShopifyTransport } from './shopify-transport.service';
import { TestConnectionController } from './test-connection.controller';
import { TestConnectionService } from './test-connection.service';

/** Connecting a store: the connection test, the OAuth install, and the encrypted connections it stores. */
@Module({
  imports: [ShopifySandboxModule],
  controllers: [TestConnectionController, ShopifyInstallController],
  providers: [ShopifyTransport, TestConnectionService, ShopifyInstallService, ShopifyConnectionsService],
  exports: [ShopifyTransport, ShopifyConnectionsService],
})
export class ShopifyConnectionModule {}
