import type { DataSource } from 'typeorm';

/** Arbitrary but fixed: every Dućan process agrees on it. */
const MIGRATION_LOCK_ID = 7_350_123_001;

/**
 * Runs pending migrations inside a session-level advisory lock, so that several API instances
 * starting at once apply each migration exactly once. The worker never calls this.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await runner.release();
  }
}

/** True when every migration this code knows has been applied (the worker waits for this). */
export async function isSchemaCurrent(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}
