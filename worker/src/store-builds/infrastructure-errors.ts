/** Connection-level failures of PostgreSQL or Redis: the build waits for them, they are not its fault. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL SQLSTATEs for shutdown, crash recovery and lost connections. */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down)/i;

export function isInfrastructureError(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; driverError?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    if (current.code && (NETWORK_CODES.has(current.code) || POSTGRES_UNAVAILABLE.has(current.code))) return true;
    if (current.message && MESSAGES.test(current.message)) return true;
    current = (current.driverError ?? current.cause) as typeof current;
  }
  return false;
}
