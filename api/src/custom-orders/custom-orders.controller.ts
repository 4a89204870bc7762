import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CustomOrderDto } from '@ducan/contracts';
import { PublicRateLimitGuard } from '../public-forms/public-rate-limit.guard';
import { PublicFormBodyGuard } from '../public-forms/public-form-body.guard';
import { CustomOrdersService, type CustomOrderCreated } from './custom-orders.service';

@Controller('custom-orders')
@UseGuards(PublicRateLimitGuard, PublicFormBodyGuard)
export class CustomOrdersController {
  constructor(private readonly orders: CustomOrdersService) {}

  /** The /custom-setup order: 201 `{ id, totalUsd, message }`, the total computed here. */
  @Post()
  @HttpCode(201)
  create(@Body() dto: CustomOrderDto, @Req() request: Request): Promise<CustomOrderCreated> {
    return this.orders.create(dto, request.ownerId);
  }
}
