import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CreateStoreDto, type BuildLogEntry, type BuildReport, type StoreDetail, type StoreListItem } from '@ducan/contracts';
import { viewerOf } from './store-access';
import { StoresService } from './stores.service';

/** A non-numeric id can name no store: 404, like any other unknown store. */
const storeId = new ParseIntPipe({ exceptionFactory: () => new NotFoundException('Store not found') });

@Controller('stores')
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Post()
  @HttpCode(201)
  create(@Body() dto: CreateStoreDto, @Req() request: Request): Promise<{ id: number }> {
    return this.stores.create(dto, viewerOf(request));
  }

  @Get()
  list(@Req() request: Request): Promise<StoreListItem[]> {
    return this.stores.list(viewerOf(request));
  }

  @Get(':id')
  get(@Param('id', storeId) id: number, @Req() request: Request): Promise<StoreDetail> {
    return this.stores.get(id, viewerOf(request));
  }

  @Get(':id/logs')
  logs(@Param('id', storeId) id: number, @Req() request: Request): Promise<BuildLogEntry[]> {
    return this.stores.logs(id, viewerOf(request));
  }

  @Get(':id/report')
  report(@Param('id', storeId) id: number, @Req() request: Request): Promise<BuildReport> {
    return this.stores.report(id, viewerOf(request));
  }

  @Post(':id/retry')
  @HttpCode(202)
  retry(@Param('id', storeId) id: number, @Req() request: Request): Promise<StoreDetail> {
    return this.stores.retry(id, viewerOf(request));
  }

  @Post(':id/cancel')
  @HttpCode(202)
  cancel(@Param('id', storeId) id: number, @Req() request: Request): Promise<StoreDetail> {
    return this.stores.cancel(id, viewerOf(request));
  }
}
