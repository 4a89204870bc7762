import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '@ducan/config';
import { createRedis } from '@ducan/queue';
import { SOCKET_PATH } from '@ducan/contracts';
import type { Redis } from 'ioredis';
import { withTimeout } from '../common/with-timeout';

/** Socket.io key prefix shared by the gateway's adapter and the worker's emitter. */
export function socketIoKey(prefix: string): string {
  return `${prefix}:socket.io`;
}

/**
 * socket.io on path /ws with the Redis adapter, so events published by the worker (through
 * @socket.io/redis-emitter) and by any API instance reach every instance's sockets.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      serveClient: false,
      cors: undefined,
      allowRequest: (request: { headers: Record<string, string | undefined> }, callback: (err: string | null, ok: boolean) => void) => callback(null, isSameOrigin(request.headers.origin, request.headers.host, this.config.publicUrl)),
    }) as Server;
    const pub = createRedis(this.config.redisUrl, 'subscriber');
    const sub = pub.duplicate();
    sub.on('error', () => undefined);
    const adapterOptions = { key: socketIoKey(this.config.redisPrefix) };
    this.clients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, adapterOptions));
    return server;
  }

  /**
   * A connected client quits (its in-flight (un)subscribe commands finish instead of rejecting);
   * one that is still reconnecting would queue QUIT forever, so it is simply disconnected.
   */
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(
      this.clients.map((client) =>
        client.status === 'ready' ? withTimeout(client.quit(), 1000, 'quit timed out').catch(() => client.disconnect()) : client.disconnect(),
      ),
    );
  }
}

/** Browsers send Origin on WebSocket handshakes: accept our own origin only (non-browser clients send none). */
export function isSameOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin) return true;
  try {
    const originHost = new URL(origin).host;
    return originHost === host || originHost === new URL(publicUrl).host;
  } catch {
    return false;
  }
}
