import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ensureDatabase } from '../../libs/db/src/ensure-database';

/**
 * Each integration run gets its own PostgreSQL database and Redis key prefix, so runs (and
 * developers on one machine) never collide. Workers inherit these variables.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/ducan_test_${runId}`;
  process.env.DATABASE_URL = base.toString();
  process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `ducan-test-${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'warn';
  process.env.DUCAN_DATA_DIR = join(tmpdir(), `ducan-test-${runId}`);
  process.env.APP_SECRET = randomBytes(32).toString('hex');
  await ensureDatabase(process.env.DATABASE_URL);
  writeFileSync(join(tmpdir(), 'ducan-test-run.json'), JSON.stringify({ databaseUrl: process.env.DATABASE_URL, redisPrefix: process.env.REDIS_PREFIX }));
}
