import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';

type PartState = 'ok' | 'down';

export interface HealthReport {
  status: 'ok' | 'error';
  database: PartState;
  redis: PartState;
  message?: string;
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      this.database.ping().then(() => 'ok' as const, () => 'down' as const),
      this.redis.ping().then(() => 'ok' as const, () => 'down' as const),
    ]);
    const down = [database === 'down' && 'database', redis === 'down' && 'redis'].filter(Boolean);
    response.setHeader('Cache-Control', 'no-store');
    if (down.length === 0) return { status: 'ok', database, redis };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database, redis, message: `Unavailable: ${down.join(', ')}` };
  }
}
