import type { DataSource, QueryRunner } from 'typeorm';

/** First key of the two-key advisory lock: separates build locks from every other advisory lock. */
const BUILD_LOCK_NAMESPACE = 7_350_124;

/**
 * At most one build of a store runs at a time, even when Redis has lost the job's lock (flush,
 * restart) and the reconciler enqueued the build again: a session-level PostgreSQL advisory lock
 * on a connection held for the whole build. A killed worker's connection closes, which frees it.
 */
export class StoreBuildLock {
  private constructor(
    private readonly runner: QueryRunner,
    private readonly storeId: number,
  ) {}

  /** The lock, or undefined when another process is building this store right now. */
  static async tryAcquire(dataSource: DataSource, storeId: number): Promise<StoreBuildLock | undefined> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [BUILD_LOCK_NAMESPACE, storeId]);
      if (locked) return new StoreBuildLock(runner, storeId);
    } catch (error) {
      await runner.release();
      throw error;
    }
    await runner.release();
    return undefined;
  }

  async release(): Promise<void> {
    try {
      await this.runner.query('SELECT pg_advisory_unlock($1, $2)', [BUILD_LOCK_NAMESPACE, this.storeId]);
    } catch {
      // The connection is gone (database restarted): the session, and its lock, ended with it.
    } finally {
      await this.runner.release();
    }
  }
}
