import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const WORKER_ENTRY = join(__dirname, '..', '..', 'worker', 'dist', 'main.js');

/** The real worker (`worker/dist/main.js`, built by `npm run build`) as a child process. */
export class WorkerProcess {
  private stopping = false;
  private constructor(
    readonly child: ChildProcess,
    readonly output: string[],
  ) {}

  static async start(env: NodeJS.ProcessEnv = {}): Promise<WorkerProcess> {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm run build\` first`);
    const output: string[] = [];
    const child = fork(WORKER_ENTRY, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const worker = new WorkerProcess(child, output);
    // A worker that dies on its own (not stopped by the test) says why, or a hung test would hide it.
    child.once('exit', (code, signal) => {
      if (!worker.stopping) process.stderr.write(`worker ${child.pid} exited unexpectedly (${signal ?? code}):\n${output.slice(-20).join('')}\n`);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Leave no orphan behind: a worker that never got ready is stopped here.
        child.kill('SIGKILL');
        reject(new Error(`worker did not start:\n${output.join('')}`));
      }, 30_000);
      child.on('message', (message: { type?: string }) => {
        if (message?.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`worker exited with ${code} before it was ready:\n${output.join('')}`));
      });
    });
    return worker;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Sends the signal and resolves when the process has exited. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    this.stopping = true;
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill(signal);
    });
  }
}
