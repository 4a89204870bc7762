/**
 * Polls `probe` until it returns a value that is not undefined/false, or fails after `timeoutMs`
 * with `description` — for conditions without an event (rows in PostgreSQL). The same helper as
 * test/support/wait-for.ts, which the API project may not import across its boundary.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, intervalMs = 50, description = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}${lastError ? `: ${String(lastError)}` : ''}`);
}
