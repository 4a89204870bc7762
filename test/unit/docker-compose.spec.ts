import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ENVIRONMENT_VARIABLES, loadConfig } from '@ducan/config';
import { interpolate } from '../support/compose-interpolation';
import { execForm, parseDockerfile } from '../support/dockerfile';
import { present } from '../support/present';

/** Docker cannot run on our machines: these checks stand in for `docker compose up`. */
const root = join(__dirname, '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
/** Our own services: built from our Dockerfiles, configured by our schema. */
const ours = Object.entries(services).filter(([, service]) => service.build);
/** What an operator must put in .env (the rest have defaults). */
const operatorEnv = { APP_SECRET: 'a'.repeat(64) };

function environmentOf(service: Service): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)])
    : Object.entries(service.environment ?? {});
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(String(value ?? ''), operatorEnv)]));
}

function testCommand(service: Service): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

function command(service: Service): string {
  return Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? '');
}

function publishedPorts(service: Service): Array<{ host: number; container: number }> {
  return (service.ports ?? []).map((mapping) => {
    const parts = interpolate(String(mapping), operatorEnv).split(':');
    return { host: Number(parts[parts.length - 2]), container: Number(parts[parts.length - 1].split('/')[0]) };
  });
}

describe('docker-compose.yml', () => {
  it('runs postgres, redis, mailpit, api and worker, the last two from our Dockerfiles', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mailpit', 'postgres', 'redis', 'worker']);
    expect(services.api.build).toEqual({ context: '.', dockerfile: 'Dockerfile.api' });
    expect(services.worker.build).toEqual({ context: '.', dockerfile: 'Dockerfile.worker' });
  });

  it('gives api and worker only variables the config schema knows', () => {
    for (const [name, service] of ours) {
      const unknown = Object.keys(environmentOf(service)).filter((variable) => !ENVIRONMENT_VARIABLES.includes(variable));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('gives api and worker a configuration that passes validation (production, with APP_SECRET from .env)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ducan-compose-'));
    for (const [, service] of ours) {
      const config = loadConfig(environmentOf(service), { dataDir });
      expect(config.nodeEnv).toBe('production');
      expect(config.appSecret).toBe(operatorEnv.APP_SECRET);
    }
  });

  it('stops with a clear message when APP_SECRET is not set', () => {
    expect(() => interpolate(String((services.api.environment as Record<string, string>).APP_SECRET), {})).toThrow(/APP_SECRET/);
  });

  it('points DATABASE_URL, REDIS_URL and SMTP_URL at the compose services and their ports', () => {
    for (const [, service] of ours) {
      const env = environmentOf(service);
      const database = new URL(env.DATABASE_URL);
      expect([database.hostname, database.port || '5432']).toEqual(['postgres', '5432']);
      expect(database.username).toBe(services.postgres.environment && (services.postgres.environment as Record<string, string>).POSTGRES_USER);
      expect(database.pathname).toBe(`/${(services.postgres.environment as Record<string, string>).POSTGRES_DB}`);
      const redis = new URL(env.REDIS_URL);
      expect([redis.hostname, redis.port || '6379']).toEqual(['redis', '6379']);
      expect(command(services.redis)).toContain(`--port ${redis.port || '6379'}`);
      // The healthchecks ask the ports the apps connect to.
      expect(testCommand(services.postgres)).toContain(`-p ${database.port || '5432'}`);
      expect(testCommand(services.redis)).toContain(`-p ${redis.port || '6379'}`);
      const smtp = new URL(env.SMTP_URL);
      expect([smtp.hostname, smtp.port]).toEqual(['mailpit', '1025']);
    }
  });

  it('publishes the port the API listens on, and its healthcheck asks that port for /api/health', () => {
    const port = Number(environmentOf(services.api).PORT);
    expect(publishedPorts(services.api)).toEqual([{ host: 3000, container: port }]);
    expect(testCommand(services.api)).toContain(`http://127.0.0.1:${port}/api/health`);
    const exposed = present(parseDockerfile(join(root, 'Dockerfile.api')).at(-1), 'a runtime stage')
      .instructions.filter((instruction) => instruction.keyword === 'EXPOSE')
      .map((instruction) => Number(instruction.args));
    expect(exposed).toEqual([port]);
    expect(new URL(environmentOf(services.api).PUBLIC_URL).port).toBe(String(publishedPorts(services.api)[0].host));
  });

  it('keeps Redis data (appendonly) and never evicts BullMQ keys (noeviction)', () => {
    expect(command(services.redis)).toMatch(/--appendonly yes\b/);
    expect(command(services.redis)).toMatch(/--maxmemory-policy noeviction\b/);
  });

  it('health-checks postgres and redis, and starts api and worker only once both are healthy', () => {
    expect(testCommand(services.postgres)).toMatch(/pg_isready/);
    expect(testCommand(services.redis)).toMatch(/redis-cli .*ping/);
    for (const [name, service] of ours) {
      const dependsOn = service.depends_on as Record<string, { condition: string }>;
      expect({ name, postgres: dependsOn.postgres?.condition, redis: dependsOn.redis?.condition }).toEqual({
        name,
        postgres: 'service_healthy',
        redis: 'service_healthy',
      });
    }
  });

  it('starts the worker after the API is healthy, because only the API runs migrations', () => {
    expect((services.worker.depends_on as Record<string, { condition: string }>).api.condition).toBe('service_healthy');
  });

  it('runs the entry point each service is named after', () => {
    for (const [name, service] of ours) {
      const runtime = present(parseDockerfile(join(root, present(service.build, 'a build').dockerfile)).at(-1), 'a runtime stage');
      const [, ...argv] = execForm(present(runtime.instructions.find((instruction) => instruction.keyword === 'CMD'), 'a CMD').args);
      expect(argv.at(-1)).toBe(`${name}/dist/main.js`);
      expect(existsSync(join(root, name, 'src', 'main.ts'))).toBe(true);
    }
  });
});
