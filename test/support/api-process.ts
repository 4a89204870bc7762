import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const apiEntry = join(__dirname, '..', '..', 'api', 'dist', 'main.js');

export interface HealthAnswer {
  status: number;
  body: { status: string; database: string; redis: string; message?: string };
  /** How long the request took, in ms. */
  elapsedMs: number;
}

/**
 * The real built API (`node api/dist/main.js`, as `npm start` runs it) in a child process, with its
 * own port and configuration. `npm test` builds it first; run `npm run build` before running an
 * integration test that uses it on its own.
 */
export class ApiProcess {
  private output = '';
  private exit?: { code: number | null; signal: NodeJS.Signals | null };

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => {
      this.exit = { code, signal };
    });
  }

  /** Forks the API with `env` on top of a private test configuration; resolves when it listens. */
  static async start(env: Record<string, string>, { timeoutMs = 20_000 } = {}): Promise<ApiProcess> {
    if (!existsSync(apiEntry)) throw new Error(`${apiEntry} is missing: run \`npm run build\` first (npm test does).`);
    const port = await freePort();
    const child = fork(apiEntry, [], {
      silent: true,
      execArgv: ['--enable-source-maps'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        APP_SECRET: randomBytes(32).toString('hex'),
        DUCAN_DATA_DIR: mkdtempSync(join(tmpdir(), 'ducan-api-')),
        SHOPIFY_MODE: 'sandbox',
        REDIS_PREFIX: `ducan-test-api-${randomBytes(3).toString('hex')}`,
        PORT: String(port),
        ...env,
      },
    });
    const api = new ApiProcess(child, port);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The API did not report ready within ${timeoutMs} ms:\n${api.output}`)), timeoutMs);
      child.on('message', (message: { type?: string }) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The API exited (${signal ?? code}) before it was ready:\n${api.output}`));
      });
    });
    return api;
  }

  /** Whether the process is still running (it must never crash when PostgreSQL or Redis go away). */
  get alive(): boolean {
    return this.exit === undefined;
  }

  /** The last lines the API printed, for failure messages. */
  get log(): string {
    return this.output;
  }

  /** One GET /api/health; a request that takes longer than `timeoutMs` fails. */
  async health(timeoutMs = 5_000): Promise<HealthAnswer> {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${this.port}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as HealthAnswer['body'];
    return { status: response.status, body, elapsedMs: performance.now() - started };
  }

  /**
   * Polls /api/health until `accept` holds, and returns the matching answer with the time it took
   * since `since` (performance.now()) and every answer's duration.
   */
  async waitForHealth(
    accept: (answer: HealthAnswer) => boolean,
    { since = performance.now(), timeoutMs = 15_000, intervalMs = 50 } = {},
  ): Promise<HealthAnswer & { afterMs: number; slowestMs: number }> {
    let slowestMs = 0;
    let last: HealthAnswer | string = 'no answer yet';
    while (performance.now() - since < timeoutMs) {
      if (!this.alive) throw new Error(`The API exited (${JSON.stringify(this.exit)}):\n${this.output}`);
      try {
        const answer = await this.health();
        slowestMs = Math.max(slowestMs, answer.elapsedMs);
        last = answer;
        if (accept(answer)) return { ...answer, afterMs: performance.now() - since, slowestMs };
      } catch (error) {
        last = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    throw new Error(`/api/health did not reach the expected state within ${timeoutMs} ms; last: ${JSON.stringify(last)}\n${this.output}`);
  }

  /** SIGTERM (SIGKILL after `graceMs`); resolves once the process has exited. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
