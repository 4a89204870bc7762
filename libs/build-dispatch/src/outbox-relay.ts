import type { DataSource } from 'typeorm';
import type { BuildQueue } from './build-queue';

export const BUILD_STORE_TOPIC = 'build-store';

interface OutboxRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/** Hands one row's payload to its queue; throwing leaves the row (and the batch) for the next sweep. */
export type OutboxTopicHandler = (payload: Record<string, unknown>) => Promise<unknown>;

/**
 * Hands outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED so several relays
 * (API instances, workers) never dispatch one row twice at once; a row is marked dispatched only
 * after the job was added, so a Redis outage leaves it for the next sweep instead of losing it.
 */
export class OutboxRelay {
  private readonly handlers: Record<string, OutboxTopicHandler>;

  /**
   * `buildQueue` relays build-store rows; `handlers` adds other topics (send-email). A relay claims
   * only rows of the topics it knows, so a row waits for a relay that can dispatch it.
   */
  constructor(
    private readonly dataSource: DataSource,
    buildQueue: BuildQueue | null,
    handlers: Record<string, OutboxTopicHandler> = {},
  ) {
    this.handlers = { ...handlers };
    if (buildQueue) {
      this.handlers[BUILD_STORE_TOPIC] = async (payload) => {
        if (typeof payload.storeId === 'number') await buildQueue.ensureBuildJob(payload.storeId);
      };
    }
  }

  async relayPending(limit = 100): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, topic, payload FROM outbox WHERE dispatched_at IS NULL AND topic = ANY($2::text[]) ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit, Object.keys(this.handlers)],
      );
      for (const row of rows) {
        await this.handlers[row.topic](row.payload);
      }
      if (rows.length) {
        await manager.query(`UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
      }
      return rows.length;
    });
  }
}
