import { Module } from '@nestjs/common';
import { BuildRecorderService } from './build-recorder.service';
import { BuildStoreProcessor } from './build-store.processor';
import { SandboxProvider } from './sandbox.provider';
import { ShopifyClientFactory } from './shopify-client.factory';
import { StoreUpdatePublisher } from './store-update.publisher';
import { BUILD_STEP_HANDLERS, BUILD_STEP_CLASSES } from './steps';

@Module({
  providers: [
    BuildStoreProcessor,
    BuildRecorderService,
    StoreUpdatePublisher,
    ShopifyClientFactory,
    SandboxProvider,
    ...BUILD_STEP_CLASSES,
    {
      provide: BUILD_STEP_HANDLERS,
      useFactory: (...steps: unknown[]) => steps,
      inject: [...BUILD_STEP_CLASSES],
    },
  ],
})
export class StoreBuildsModule {}
