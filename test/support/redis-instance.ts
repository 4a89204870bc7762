import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/**
 * A private redis-server on its own port (no persistence) that a test may stop and start again.
 * Chaos tests use this one, never the shared Redis on 6379.
 */
export class RedisInstance {
  private process?: ChildProcess;
  private output = '';

  private constructor(readonly port: number) {}

  static async create(): Promise<RedisInstance> {
    return new RedisInstance(await freePort());
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.process !== undefined;
  }

  /** Starts redis-server and resolves once it accepts connections. */
  async start(): Promise<void> {
    if (this.process) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-4000);
        if (/Ready to accept connections/.test(this.output)) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => {
        if (this.process === child) this.process = undefined;
        reject(new Error(`redis-server exited (${code}) before it was ready:\n${this.output}`));
      });
    });
  }

  /** Stops redis-server (SIGTERM, as a service manager does) and resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
    this.process = undefined;
  }
}
