import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './load-config';

const dataDir = mkdtempSync(join(tmpdir(), 'ducan-config-'));

function messagesFor(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, { dataDir });
  } catch (error) {
    if (error instanceof ConfigError) return error.messages;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({}, { dataDir });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/ducan');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.port).toBe(3000);
    expect(config.shopifyMode).toBe('sandbox');
    expect(config.appSecret).toHaveLength(64);
  });

  it('keeps the generated secret between runs', () => {
    expect(loadConfig({}, { dataDir }).appSecret).toBe(loadConfig({}, { dataDir }).appSecret);
  });

  it('names each bad variable in one sentence', () => {
    const messages = messagesFor({ DATABASE_URL: 'mysql://x', PORT: 'eighty', SHOPIFY_MODE: 'maybe' });
    expect(messages).toEqual([
      expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ URL/),
      'PORT must be a whole number between 1 and 65535',
      'SHOPIFY_MODE must be sandbox or live',
    ]);
  });

  it('requires APP_SECRET in production', () => {
    expect(messagesFor({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^APP_SECRET must be set in production/)]);
  });

  it('goes live by default in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }, { dataDir });
    expect(config.shopifyMode).toBe('live');
  });
});
