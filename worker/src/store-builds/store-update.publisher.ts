import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { SOCKET_EVENTS, storeRoom, type ServerToClientEvents, type StoreUpdatePayload } from '@ducan/contracts';
import { WorkerRedisService } from '../redis/worker-redis.service';

/** Must equal the API adapter's key (api/src/realtime/redis-io.adapter.ts). */
function socketIoKey(prefix: string): string {
  return `${prefix}:socket.io`;
}

/**
 * Emits `storeUpdate` to the store's socket.io room through Redis: the worker runs no socket
 * server; the API's redis adapter delivers the event to the subscribed browsers.
 */
@Injectable()
export class StoreUpdatePublisher implements OnApplicationShutdown {
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(redis: WorkerRedisService) {
    const publisher = redis.connection.duplicate();
    publisher.on('error', () => undefined);
    this.emitter = new Emitter<ServerToClientEvents>(publisher, { key: socketIoKey(redis.prefix) });
  }

  publish(payload: StoreUpdatePayload): void {
    this.emitter.to(storeRoom(payload.storeId)).emit(SOCKET_EVENTS.storeUpdate, payload);
  }

  async onApplicationShutdown(): Promise<void> {
    // The emitter's client is a duplicate of the worker connection; it closes with the process.
  }
}
