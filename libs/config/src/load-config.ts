import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Environment } from './environment';
import { resolveAppSecret } from './app-secret';

export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  port: number;
  appSecret: string;
  adminPassword?: string;
  adminPasswordHash?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  shopifyMode: 'sandbox' | 'live';
  shopifySandboxUrl?: string;
  shopifyApiKey?: string;
  shopifyApiSecret?: string;
  publicUrl: string;
  workerConcurrency: number;
  logLevel: Environment['LOG_LEVEL'];
}

/** Thrown with one plain sentence per bad variable; callers print `messages` and exit. */
export class ConfigError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { dataDir?: string } = {}): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { skipMissingProperties: false });
  const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}).slice(0, 1));
  if (parsed.NODE_ENV === 'production' && !parsed.APP_SECRET) {
    messages.push('APP_SECRET must be set in production (at least 32 characters, e.g. `openssl rand -hex 32`)');
  }
  if (parsed.SHOPIFY_API_KEY && !parsed.SHOPIFY_API_SECRET) {
    messages.push('SHOPIFY_API_SECRET must be set when SHOPIFY_API_KEY is set');
  }
  if (messages.length > 0) throw new ConfigError(messages);

  return {
    nodeEnv: parsed.NODE_ENV,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    port: parsed.PORT,
    appSecret: parsed.APP_SECRET ?? resolveAppSecret(options.dataDir),
    adminPassword: parsed.ADMIN_PASSWORD,
    adminPasswordHash: parsed.ADMIN_PASSWORD_HASH,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    adminEmail: parsed.ADMIN_EMAIL,
    shopifyMode: parsed.SHOPIFY_MODE ?? (parsed.NODE_ENV === 'production' ? 'live' : 'sandbox'),
    shopifySandboxUrl: parsed.SHOPIFY_SANDBOX_URL?.replace(/\/+$/, ''),
    shopifyApiKey: parsed.SHOPIFY_API_KEY,
    shopifyApiSecret: parsed.SHOPIFY_API_SECRET,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    workerConcurrency: parsed.WORKER_CONCURRENCY,
    logLevel: parsed.LOG_LEVEL,
  };
}

/** For process entry points: print the messages (no stack trace) and exit 1 on bad configuration. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const message of error.messages) process.stderr.write(`Configuration error: ${message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
