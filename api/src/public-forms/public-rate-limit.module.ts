import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RedisService } from '../redis/redis.service';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** A visitor may send this many form submissions per endpoint per window before a 429. */
export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_MS = 60_000;

/** Registers @nestjs/throttler with Redis storage and the Serbian 429 message. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [RedisService],
      useFactory: (redis: RedisService) => ({
        throttlers: [{ name: 'default', limit: PUBLIC_FORM_LIMIT, ttl: PUBLIC_FORM_WINDOW_MS, blockDuration: PUBLIC_FORM_WINDOW_MS }],
        storage: new RedisThrottlerStorage(redis.client, redis.prefix),
        errorMessage: (_context, detail) =>
          `Previše zahteva sa vaše adrese. Sačekajte ${Math.max(detail.timeToBlockExpire, 1)} s pa pokušajte ponovo.`,
      }),
    }),
  ],
})
export class PublicRateLimitModule {}
