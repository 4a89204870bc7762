import type { DataSource } from 'typeorm';
import type { BuildQueue } from './build-queue';

/**
 * Re-drives builds that PostgreSQL says are unfinished but Redis has no live job for — after a
 * Redis flush or restart without persistence, or a worker killed past its stall limit.
 */
export class BuildReconciler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly buildQueue: BuildQueue,
  ) {}

  /** Returns the ids of the stores it re-enqueued. */
  async reconcile(): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM stores WHERE status IN ('pending', 'building') AND cancel_requested = false ORDER BY id`,
    );
    const requeued: number[] = [];
    for (const { id } of rows) {
      if ((await this.buildQueue.ensureBuildJob(id)) === 'added') requeued.push(id);
    }
    return requeued;
  }
}
