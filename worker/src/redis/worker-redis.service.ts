import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { createRedis } from '@ducan/queue';

/** Redis connections of the worker: BullMQ's (retry forever) and one for commands and publishing. */
@Injectable()
export class WorkerRedisService implements OnApplicationShutdown {
  readonly connection: Redis;

  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {
    this.connection = createRedis(config.redisUrl, 'worker');
  }

  get prefix(): string {
    return this.config.redisPrefix;
  }

  async onApplicationShutdown(): Promise<void> {
    this.connection.disconnect();
  }
}
