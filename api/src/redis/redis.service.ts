import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '@ducan/config';
import { createRedis } from '@ducan/queue';
import { APP_CONFIG } from '@ducan/config';
import { withTimeout } from '../common/with-timeout';

/** The API's command connection to Redis; fails fast (no offline queue) while Redis is down. */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {
    this.client = createRedis(config.redisUrl, 'api');
  }

  get prefix(): string {
    return this.config.redisPrefix;
  }

  async ping(timeoutMs = 1500): Promise<void> {
    await withTimeout(this.client.ping(), timeoutMs, 'redis ping timed out');
  }

  async onApplicationShutdown(): Promise<void> {
    this.client.disconnect();
  }
}
