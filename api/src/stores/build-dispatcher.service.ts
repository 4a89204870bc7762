import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BuildQueue, OutboxRelay } from '@ducan/build-dispatch';
import { createRedis } from '@ducan/queue';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';

/**
 * Hands freshly committed outbox rows to BullMQ right away. If Redis is down the rows simply wait:
 * the worker's sweeper relays them when it can, so a request never fails because of the queue.
 */
@Injectable()
export class BuildDispatcherService implements OnApplicationShutdown {
  private readonly logger = new Logger(BuildDispatcherService.name);
  readonly buildQueue: BuildQueue;
  /** Its own connection: closing the queue must not race the shared client's shutdown. */
  private readonly connection: Redis;

  constructor(
    private readonly database: DatabaseService,
    redis: RedisService,
  ) {
    this.connection = createRedis(redis.config.redisUrl, 'api');
    this.buildQueue = new BuildQueue(this.connection, redis.prefix);
  }

  async relayNow(): Promise<void> {
    try {
      await new OutboxRelay(this.database.dataSource, this.buildQueue).relayPending();
    } catch (error) {
      this.logger.warn(`Outbox relay deferred to the worker: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.buildQueue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
