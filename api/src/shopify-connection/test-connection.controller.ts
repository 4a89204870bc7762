import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { TestConnectionDto, type TestConnectionResult } from '@ducan/contracts';
import { TestConnectionService } from './test-connection.service';

@Controller('test-connection')
export class TestConnectionController {
  constructor(private readonly connections: TestConnectionService) {}

  /** 200 with the shop and a pre-flight report, or 4xx `{ message }` in plain language. The token is never echoed. */
  @Post()
  @HttpCode(200)
  test(@Body() dto: TestConnectionDto): Promise<TestConnectionResult> {
    return this.connections.test(dto);
  }
}
