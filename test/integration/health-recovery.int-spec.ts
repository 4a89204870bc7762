import { Client } from 'pg';
import { MIGRATIONS } from '@ducan/db';
import { ApiProcess } from '../support/api-process';
import { PostgresInstance } from '../support/postgres-instance';
import { RedisInstance } from '../support/redis-instance';

/**
 * The built API (`node api/dist/main.js`) against its own PostgreSQL cluster and its own
 * redis-server, which these tests stop and start; the shared instances are never touched.
 * Figures are printed so that CI logs show how fast the health endpoint follows reality.
 */
jest.setTimeout(60_000);

const DETECT_LIMIT_MS = 2_000;
const RECOVER_LIMIT_MS = 10_000;

const postgresDown = (answer: { status: number; body: { database: string; redis: string; message?: string } }) =>
  answer.status === 503 && answer.body.database === 'down' && answer.body.redis === 'ok' && /database/.test(answer.body.message ?? '');
const redisDown = (answer: { status: number; body: { database: string; redis: string; message?: string } }) =>
  answer.status === 503 && answer.body.redis === 'down' && answer.body.database === 'ok' && /redis/.test(answer.body.message ?? '');
const healthy = (answer: { status: number; body: { status: string } }) => answer.status === 200 && answer.body.status === 'ok';

function report(label: string, ms: number): void {
  process.stdout.write(`[health-recovery] ${label}: ${(ms / 1000).toFixed(2)} s\n`);
}

describe('GET /api/health follows PostgreSQL and Redis going away and coming back', () => {
  let postgres: PostgresInstance;
  let redis: RedisInstance;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([PostgresInstance.create(), RedisInstance.create()]);
    await Promise.all([postgres.start(), redis.start()]);
  });

  afterEach(async () => {
    await Promise.all(apis.splice(0).map((api) => api.stop()));
    await Promise.all([postgres.start(), redis.start()]);
  });

  afterAll(async () => {
    await Promise.all([postgres?.destroy(), redis?.stop()]);
  });

  async function startApi(database: string): Promise<ApiProcess> {
    const started = performance.now();
    const api = await ApiProcess.start({ DATABASE_URL: postgres.url(database), REDIS_URL: redis.url });
    report('API start → ready', performance.now() - started);
    apis.push(api);
    return api;
  }

  describe('while the API runs', () => {
    let api: ApiProcess;

    beforeAll(async () => {
      api = await ApiProcess.start({ DATABASE_URL: postgres.url('ducan_recovery_running'), REDIS_URL: redis.url });
    });

    afterAll(async () => {
      await api?.stop();
    });

    beforeEach(async () => {
      await api.waitForHealth(healthy, { timeoutMs: 20_000 });
    });

    it('answers 503 naming redis within 2 s of Redis stopping, and 200 again once it is back, without a restart', async () => {
      await redis.stop();
      const down = await api.waitForHealth(redisDown, { timeoutMs: 10_000 });
      report('Redis stopped → 503', down.afterMs);
      expect(down.afterMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);
      expect(down.body).toEqual({ status: 'error', database: 'ok', redis: 'down', message: 'Unavailable: redis' });
      // While Redis is down every answer is quick, never a hanging request.
      const whileDown = await api.health();
      expect(whileDown.status).toBe(503);
      expect(whileDown.elapsedMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);

      const restarted = performance.now();
      await redis.start();
      const up = await api.waitForHealth(healthy, { since: restarted, timeoutMs: 20_000 });
      report('Redis back → 200', up.afterMs);
      expect(up.afterMs).toBeLessThanOrEqual(RECOVER_LIMIT_MS);
      expect(up.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
      expect(api.alive).toBe(true);
    });

    it('answers 503 naming the database within 2 s of PostgreSQL stopping, and 200 again once it is back, without a restart', async () => {
      await postgres.stop();
      const down = await api.waitForHealth(postgresDown, { timeoutMs: 10_000 });
      report('PostgreSQL stopped → 503', down.afterMs);
      expect(down.afterMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);
      expect(down.body).toEqual({ status: 'error', database: 'down', redis: 'ok', message: 'Unavailable: database' });
      const whileDown = await api.health();
      expect(whileDown.status).toBe(503);
      expect(whileDown.elapsedMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);

      const restarted = performance.now();
      await postgres.start();
      const up = await api.waitForHealth(healthy, { since: restarted, timeoutMs: 20_000 });
      report('PostgreSQL back → 200', up.afterMs);
      expect(up.afterMs).toBeLessThanOrEqual(RECOVER_LIMIT_MS);
      expect(api.alive).toBe(true);
    });
  });

  it('starts while PostgreSQL is down, answers 503, then creates the database, migrates and answers 200 once it is up', async () => {
    await postgres.stop();
    const api = await startApi('ducan_recovery_late_postgres');
    const down = await api.waitForHealth(postgresDown, { timeoutMs: 10_000 });
    expect(down.elapsedMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);

    const started = performance.now();
    await postgres.start();
    const up = await api.waitForHealth(healthy, { since: started, timeoutMs: 20_000 });
    report('PostgreSQL up after API start → 200', up.afterMs);
    expect(up.afterMs).toBeLessThanOrEqual(RECOVER_LIMIT_MS);

    const client = new Client({ connectionString: postgres.url('ducan_recovery_late_postgres') });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
      const { rows: tables } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('stores', 'build_logs') ORDER BY table_name",
      );
      expect(tables.map((table) => table.table_name)).toEqual(['build_logs', 'stores']);
    } finally {
      await client.end();
    }
    expect(api.alive).toBe(true);
  });

  it('starts while Redis is down, answers 503 naming redis, and 200 once Redis is up', async () => {
    await redis.stop();
    const api = await startApi('ducan_recovery_late_redis');
    const down = await api.waitForHealth(redisDown, { timeoutMs: 10_000 });
    expect(down.elapsedMs).toBeLessThanOrEqual(DETECT_LIMIT_MS);

    const started = performance.now();
    await redis.start();
    const up = await api.waitForHealth(healthy, { since: started, timeoutMs: 20_000 });
    report('Redis up after API start → 200', up.afterMs);
    expect(up.afterMs).toBeLessThanOrEqual(RECOVER_LIMIT_MS);
    expect(api.alive).toBe(true);
  });
});
