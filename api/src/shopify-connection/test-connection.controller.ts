import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TestConnectionDto, type TestConnectionResult } from '@ducan/contracts';
import { PublicRateLimitGuard } from '../public-forms/public-rate-limit.guard';
import { TestConnectionService } from './test-connection.service';

/** Each test sends up to three requests to a Shopify store: a visitor gets this many tests a minute. */
export const TEST_CONNECTION_LIMIT = 60;

@Controller('test-connection')
@UseGuards(PublicRateLimitGuard)
@Throttle({ default: { limit: TEST_CONNECTION_LIMIT, ttl: 60_000, blockDuration: 60_000 } })
export class TestConnectionController {
  constructor(private readonly connections: TestConnectionService) {}

  /** 200 with the shop and a pre-flight report, or 4xx `{ message }` in plain language. The token is never echoed. */
  @Post()
  @HttpCode(200)
  test(@Body() dto: TestConnectionDto): Promise<TestConnectionResult> {
    return this.connections.test(dto);
  }
}
