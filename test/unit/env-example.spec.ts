import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENVIRONMENT_VARIABLES, loadConfig } from '@ducan/config';

const root = join(__dirname, '..', '..');
const lines = readFileSync(join(root, '.env.example'), 'utf8').split('\n');
const assignments = lines
  .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
  // Values with spaces or < > are double-quoted, so that both docker compose and `. ./.env` in a shell read them.
  .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).replace(/^"(.*)"$/, '$1')] as const);

describe('.env.example', () => {
  it('lists every variable of the config schema, once, and nothing else', () => {
    const names = assignments.map(([name]) => name);
    expect([...names].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  it('holds values that pass validation as they are (a copy to .env starts a local run)', () => {
    const config = loadConfig(Object.fromEntries(assignments), { dataDir: mkdtempSync(join(tmpdir(), 'ducan-env-example-')) });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/ducan');
    expect(config.port).toBe(3000);
  });

  it('can be sourced by a POSIX shell (`set -a; . ./.env`), as the README suggests for npm start', () => {
    const printed = execFileSync('sh', ['-c', 'set -a; . ./.env.example; set +a; node -e "process.stdout.write(JSON.stringify(process.env))"'], { cwd: root, encoding: 'utf8' });
    const env = JSON.parse(printed) as Record<string, string>;
    for (const [name, value] of assignments) expect({ name, value: env[name] }).toEqual({ name, value });
  });

  it('shows the schema defaults, so the file documents what an empty variable means', () => {
    const defaults = loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'ducan-env-example-')) });
    const values = Object.fromEntries(assignments);
    expect(values.DATABASE_URL).toBe(defaults.databaseUrl);
    expect(values.REDIS_URL).toBe(defaults.redisUrl);
    expect(values.REDIS_PREFIX).toBe(defaults.redisPrefix);
    expect(Number(values.PORT)).toBe(defaults.port);
    expect(values.MAIL_FROM).toBe(defaults.mailFrom);
    expect(values.ADMIN_EMAIL).toBe(defaults.adminEmail);
    expect(Number(values.WORKER_CONCURRENCY)).toBe(defaults.workerConcurrency);
    expect(values.LOG_LEVEL).toBe(defaults.logLevel);
    expect(values.NODE_ENV).toBe(defaults.nodeEnv);
  });
});
