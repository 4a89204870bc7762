/**
 * Resolves Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` and `${VAR?message}`
 * against `env`, as `docker compose` does before it starts anything. Required variables that are
 * missing throw with Compose's message, so a test can tell which ones an operator must set.
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name: string | undefined, colon: string, kind: string, operand: string) => {
    if (whole === '$$' || name === undefined) return '$';
    const current = env[name];
    const missing = colon ? current === undefined || current === '' : current === undefined;
    if (kind === '-') return missing ? operand : (current ?? '');
    if (kind === '?') {
      if (missing) throw new Error(`required variable ${name} is missing a value: ${operand}`);
      return current ?? '';
    }
    return current ?? '';
  });
}
