import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase } from '@ducan/db';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait-for';

/**
 * The `npm start` contract, on what `npm test` has just built (`node scripts/start.mjs --no-build`):
 * a bad variable stops it with one plain line; otherwise it serves health, the SPA and its 404, and
 * Ctrl-C (SIGINT to the whole process group, as a terminal sends it) stops every process it started.
 */
jest.setTimeout(60_000);

const root = join(__dirname, '..', '..');
const startScript = join(root, 'scripts', 'start.mjs');

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): { output: () => { stdout: string; stderr: string }; exited: Promise<Finished> } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Finished>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { output: () => ({ stdout, stderr }), exited };
}

/** Every process whose parent chain leads to `pid` (read from /proc). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` is still one of ours (a process id can be reused once its process has ended). */
function isOurs(pid: number): boolean {
  try {
    return /scripts\/start\.mjs|api\/dist\/main\.js|worker\/dist\/main\.js/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

function pidOf(child: ChildProcess): number {
  if (!child.pid) throw new Error('The process did not start');
  return child.pid;
}

describe('npm start (scripts/start.mjs)', () => {
  it('exits 1 on a bad DATABASE_URL with the one-line message and no stack trace', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [startScript, '--no-build'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATABASE_URL: 'mysql://localhost/ducan', PORT: String(port), DUCAN_DATA_DIR: process.env.DUCAN_DATA_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, stderr } = await collect(child).exited;
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^Configuration error: DATABASE_URL must be a postgres:\/\/ URL/)]);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  describe('with a good configuration', () => {
    const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ducan_test');
    const databaseUrl = new URL(base);
    databaseUrl.pathname = `${base.pathname}_start`;
    let started: ChildProcess;
    let output: () => { stdout: string; stderr: string };
    let exited: Promise<Finished>;
    let port: number;
    /** Every process the script started, so that a failed test still leaves none behind. */
    const seen = new Set<number>();

    beforeAll(async () => {
      port = await freePort();
      started = spawn(process.execPath, [startScript, '--no-build'], {
        cwd: root,
        // Its own process group, so the test can signal the group like a terminal's Ctrl-C does.
        detached: true,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl.toString(),
          REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'ducan-test'}-start`,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      ({ output, exited } = collect(started));
      await waitFor(
        async () => {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          return response.status === 200;
        },
        { timeoutMs: 40_000, intervalMs: 100, description: `/api/health on port ${port} to answer 200 (${JSON.stringify(output())})` },
      );
    });

    afterAll(async () => {
      for (const pid of [started?.pid, ...seen]) if (pid && isRunning(pid) && isOurs(pid)) process.kill(pid, 'SIGKILL');
      await dropDatabase(databaseUrl.toString());
    });

    it('serves /api/health with both parts ok', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    });

    it('serves the SPA at a client route (/dashboard-old) and, with status 404, at an unknown path', async () => {
      const known = await fetch(`http://127.0.0.1:${port}/dashboard-old`);
      expect(known.status).toBe(200);
      expect(known.headers.get('content-type')).toMatch(/text\/html/);
      const spa = await known.text();
      expect(spa).toMatch(/<div id="root">/);

      const unknown = await fetch(`http://127.0.0.1:${port}/no-such-page-here`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
      const notFound = await unknown.text();
      expect(notFound).toMatch(/<div id="root">/);
      // The page's title already says it before the SPA renders the not-found screen.
      expect(notFound).toContain('Stranica nije pronađena');
    });

    it('starts the worker next to the API, and Ctrl-C stops all of them cleanly', async () => {
      const pid = pidOf(started);
      const children = await waitFor(
        () => {
          const found = descendantsOf(pid);
          for (const child of found) seen.add(child);
          const commands = found.map((child) => (existsSync(`/proc/${child}/cmdline`) ? readFileSync(`/proc/${child}/cmdline`, 'utf8') : ''));
          return commands.some((command) => command.includes('api/dist/main.js')) && commands.some((command) => command.includes('worker/dist/main.js'))
            ? found
            : undefined;
        },
        { timeoutMs: 20_000, description: 'the api and worker processes' },
      );

      process.kill(-pid, 'SIGINT');
      const finished = await exited;
      expect({ code: finished.code, signal: finished.signal }).toEqual({ code: 0, signal: null });
      await waitFor(() => children.every((child) => !isRunning(child)), { timeoutMs: 15_000, description: 'every child process to exit' });
      expect(finished.stderr).not.toMatch(/stopped \(/);
      expect(finished.stderr).not.toMatch(/\n\s+at /);
    });
  });
});
