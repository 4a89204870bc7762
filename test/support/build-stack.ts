import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { dropDatabase } from '@ducan/db';
import type { ClientToServerEvents, ServerToClientEvents, StoreDetail } from '@ducan/contracts';
import { createShopifySandbox, type ShopifySandbox } from '@ducan/shopify-sandbox';
import { createApp } from '../../api/src/create-app';
import { DatabaseService } from '../../api/src/database/database.service';
import { freePort } from './free-port';
import { waitFor } from './wait-for';
import { WorkerProcess } from './worker-process';

export type StoreSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The whole product for integration tests: the real API (in this process, on a real port), real
 * worker processes, and a sandbox handle on the same PostgreSQL/Redis state for inspection.
 */
export class BuildStack {
  readonly workers: WorkerProcess[] = [];
  private sandboxProcess?: ChildProcess;
  /** Workers still starting: stop() waits for them, so none outlives the stack. */
  private readonly starting = new Set<Promise<WorkerProcess>>();

  private constructor(
    readonly app: NestExpressApplication,
    readonly url: string,
    readonly sandbox: ShopifySandbox,
    private readonly savedEnv: NodeJS.ProcessEnv,
  ) {}

  /**
   * `standaloneSandbox`: run the sandbox as its own process (`scripts/sandbox.mjs`) and point the
   * workers at it with SHOPIFY_SANDBOX_URL, so Shopify's side does not share the workers' CPU.
   */
  static async start({ workers = 1, standaloneSandbox = false }: { workers?: number; standaloneSandbox?: boolean } = {}): Promise<BuildStack> {
    // Its own database and Redis prefix: the stack's workers relay, reconcile and process everything
    // they find, so they must not see (or be seen by) other test files of the same run.
    const own = randomBytes(3).toString('hex');
    const savedEnv = { ...process.env };
    const database = new URL(process.env.DATABASE_URL as string);
    database.pathname = `${database.pathname}_${own}`;
    process.env.DATABASE_URL = database.toString();
    process.env.REDIS_PREFIX = `${process.env.REDIS_PREFIX}-${own}`;
    const port = await freePort();
    process.env.PORT = String(port);
    process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    process.env.SHOPIFY_MODE = 'sandbox';
    const app = await createApp();
    await app.listen(port, '127.0.0.1');
    await app.get(DatabaseService).whenReady();
    const sandbox = await createShopifySandbox({
      databaseUrl: process.env.DATABASE_URL as string,
      redisUrl: process.env.REDIS_URL as string,
      redisPrefix: process.env.REDIS_PREFIX as string,
    });
    const stack = new BuildStack(app, `http://127.0.0.1:${port}`, sandbox, savedEnv);
    if (standaloneSandbox) stack.sandboxProcess = await startStandaloneSandbox();
    for (let index = 0; index < workers; index += 1) await stack.startWorker();
    return stack;
  }

  get db(): DataSource {
    return this.app.get(DatabaseService).dataSource;
  }

  async startWorker(env: NodeJS.ProcessEnv = {}): Promise<WorkerProcess> {
    const starting = WorkerProcess.start({ PORT: process.env.PORT, PUBLIC_URL: process.env.PUBLIC_URL, SHOPIFY_MODE: 'sandbox', ...env });
    this.starting.add(starting);
    try {
      const worker = await starting;
      this.workers.push(worker);
      return worker;
    } finally {
      this.starting.delete(starting);
    }
  }

  /** A browser: a cookie jar that gets its own owner cookie on its first call. */
  browser(): ReturnType<typeof request.agent> {
    return request.agent(this.url);
  }

  /** A socket.io client carrying the browser's cookies, as the web app's would. */
  async socketFor(browser: ReturnType<typeof request.agent>): Promise<StoreSocket> {
    await browser.get('/api/health');
    const cookie = browser.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString();
    const socket: StoreSocket = io(this.url, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  async waitForStore(browser: ReturnType<typeof request.agent>, id: number, done: (store: StoreDetail) => boolean, timeoutMs = 60_000): Promise<StoreDetail> {
    return waitFor(
      async () => {
        const response = await browser.get(`/api/stores/${id}`);
        return response.status === 200 && done(response.body as StoreDetail) ? (response.body as StoreDetail) : undefined;
      },
      { timeoutMs, intervalMs: 100, description: `store ${id} to reach the expected state` },
    );
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.starting]);
    await Promise.all(this.workers.map((worker) => worker.stop('SIGTERM')));
    const sandboxProcess = this.sandboxProcess;
    if (sandboxProcess && sandboxProcess.exitCode === null) {
      await new Promise((resolve) => {
        sandboxProcess.once('exit', resolve);
        sandboxProcess.kill('SIGTERM');
      });
    }
    await this.sandbox.close();
    await this.app.close();
    const database = process.env.DATABASE_URL as string;
    for (const key of Object.keys(process.env)) if (!(key in this.savedEnv)) delete process.env[key];
    Object.assign(process.env, this.savedEnv);
    await dropDatabase(database).catch(() => undefined);
  }
}

/** `scripts/sandbox.mjs` on a free port, with this process's database and Redis prefix; sets SHOPIFY_SANDBOX_URL. */
async function startStandaloneSandbox(): Promise<ChildProcess> {
  const child = fork(join(__dirname, '..', '..', 'scripts', 'sandbox.mjs'), ['--port', '0'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => message?.type === 'ready' && message.url && resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the standalone sandbox exited with ${code}`)));
  });
  process.env.SHOPIFY_SANDBOX_URL = url;
  return child;
}

/** A valid store creation payload; `shop` must be unique per test. */
export function storePayload(shop: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    storeName: `Test ${shop}`,
    storeUrl: `${shop}.myshopify.com`,
    accessToken: 'demo',
    category: 'Jewelry',
    themeSource: 'github',
    themeId: 'ducan-bootstrap-5.0.0',
    primaryColor: '#15cf92',
    accentColor: '#ea4335',
    ...overrides,
  };
}
