import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '../../../libs/db/src/ensure-database';

const root = join(__dirname, '..', '..', '..');

export const BROWSER_PUBLIC_URL = 'https://ducan.test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real built API (which serves web/dist) once for all browser tests, on its own
 * database and Redis prefix. Expects `npm run build` to have run (scripts/test.mjs builds first).
 */
export default async function globalSetup(): Promise<void> {
  const entry = join(root, 'api', 'dist', 'main.js');
  if (!existsSync(entry) || !existsSync(join(root, 'web', 'dist', 'index.html'))) {
    throw new Error('Browser tests need the built app: run `npm run build` first.');
  }
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const database = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  database.pathname = `/ducan_test_browser_${runId}`;
  await ensureDatabase(database.toString());
  const port = await freePort();
  const child: ChildProcess = fork(entry, [], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: database.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `ducan-test-browser-${runId}`,
      PUBLIC_URL: BROWSER_PUBLIC_URL,
      LOG_LEVEL: 'warn',
      DUCAN_DATA_DIR: join(tmpdir(), `ducan-test-browser-${runId}`),
      APP_SECRET: randomBytes(32).toString('hex'),
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not report ready within 60 s')), 60_000);
    child.on('message', (message: { type?: string }) => {
      if (message?.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited before it was ready (exit ${code})`));
    });
  });
  Object.assign(globalThis, { __BROWSER_API__: { child, databaseUrl: database.toString(), redisPrefix: `ducan-test-browser-${runId}` } });
  process.env.BROWSER_BASE_URL = `http://127.0.0.1:${port}`;
}
