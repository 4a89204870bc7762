import { Module } from '@nestjs/common';
import { BuildDispatcherService } from './build-dispatcher.service';
import { StoresController } from './stores.controller';
import { StoresService } from './stores.service';

@Module({
  controllers: [StoresController],
  providers: [StoresService, BuildDispatcherService],
  exports: [StoresService],
})
export class StoresModule {}
