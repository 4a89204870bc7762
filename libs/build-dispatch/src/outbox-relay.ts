import type { DataSource } from 'typeorm';
import type { BuildQueue } from './build-queue';

export const BUILD_STORE_TOPIC = 'build-store';

interface OutboxRow {
  id: string;
  topic: string;
  payload: { storeId?: number };
}

/**
 * Hands outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED so several relays
 * (API instances, workers) never dispatch one row twice at once; a row is marked dispatched only
 * after the job was added, so a Redis outage leaves it for the next sweep instead of losing it.
 */
export class OutboxRelay {
  constructor(
    private readonly dataSource: DataSource,
    private readonly buildQueue: BuildQueue,
  ) {}

  async relayPending(limit = 100): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, topic, payload FROM outbox WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      for (const row of rows) {
        if (row.topic === BUILD_STORE_TOPIC && typeof row.payload.storeId === 'number') {
          await this.buildQueue.ensureBuildJob(row.payload.storeId);
        }
      }
      if (rows.length) {
        await manager.query(`UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
      }
      return rows.length;
    });
  }
}
