import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Local runs without APP_SECRET get a random secret kept in `.data/app-secret`, so encrypted
 * tokens and signed cookies survive restarts. The file is created once, readable only by its owner.
 */
export function resolveAppSecret(dataDir = resolve(process.env.DUCAN_DATA_DIR ?? '.data')): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  } catch {
    // Another process (api or worker) wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}
