import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * Every environment variable Dućan reads. Validated once at start-up (api, worker and `npm start`);
 * each bad value yields one plain sentence naming the variable.
 */
export class Environment {
  @Transform(trim)
  @IsOptional()
  @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(trim)
  @Matches(/^postgres(ql)?:\/\/[^\s/]+\/[^\s/?]+(\?\S*)?$/, {
    message: 'DATABASE_URL must be a postgres:// URL with a database name, e.g. postgres://postgres@127.0.0.1:5432/ducan',
  })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ducan';

  @Transform(trim)
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// URL, e.g. redis://127.0.0.1:6379' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key Dućan writes (queues, buckets, pub/sub), so runs never collide. */
  @Transform(trim)
  @Matches(/^[a-zA-Z0-9_-]{1,40}$/, { message: 'REDIS_PREFIX must be 1-40 letters, digits, "_" or "-"' })
  REDIS_PREFIX = 'ducan';

  @Transform(toInt)
  @IsInt({ message: 'PORT must be a whole number between 1 and 65535' })
  @Min(1, { message: 'PORT must be a whole number between 1 and 65535' })
  @Max(65535, { message: 'PORT must be a whole number between 1 and 65535' })
  PORT = 3000;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'APP_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
  APP_SECRET?: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @Transform(trim)
  @IsOptional()
  @Matches(/^\$argon2(id|i|d)\$/, { message: 'ADMIN_PASSWORD_HASH must be an argon2 hash (starting with $argon2id$)' })
  ADMIN_PASSWORD_HASH?: string;

  @Transform(trim)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587' })
  SMTP_URL?: string;

  @Transform(trim)
  @Matches(/^(.+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, {
    message: 'MAIL_FROM must be an e-mail address, optionally with a name: Dućan <hello@ducan.rs>',
  })
  MAIL_FROM = 'Dućan <hello@ducan.rs>';

  /** Where admin notifications (contact form, orders) go. */
  @Transform(trim)
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL = 'admin@ducan.rs';

  @Transform(trim)
  @IsOptional()
  @IsIn(['sandbox', 'live'], { message: 'SHOPIFY_MODE must be sandbox or live' })
  SHOPIFY_MODE?: 'sandbox' | 'live';

  /**
   * A standalone sandbox (`npm run sandbox`) that workers send sandbox traffic to instead of the
   * embedded one — Shopify as a separate service, as in production (benchmarks, several workers).
   */
  @Transform(trim)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/?$/, { message: 'SHOPIFY_SANDBOX_URL must be an http:// URL of a running sandbox, e.g. http://127.0.0.1:3400' })
  SHOPIFY_SANDBOX_URL?: string;

  /** Shopify app credentials for the OAuth install flow; optional until a live app exists. */
  @Transform(trim)
  @IsOptional()
  @IsString()
  SHOPIFY_API_KEY?: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  SHOPIFY_API_SECRET?: string;

  @Transform(trim)
  @ValidateIf((_, value) => value !== undefined)
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'PUBLIC_URL must be an http:// or https:// URL, e.g. https://ducan.rs' })
  PUBLIC_URL?: string;

  @Transform(toInt)
  @IsInt({ message: 'WORKER_CONCURRENCY must be a whole number between 1 and 100' })
  @Min(1, { message: 'WORKER_CONCURRENCY must be a whole number between 1 and 100' })
  @Max(100, { message: 'WORKER_CONCURRENCY must be a whole number between 1 and 100' })
  WORKER_CONCURRENCY = 5;

  @Transform(trim)
  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'], { message: 'LOG_LEVEL must be error, warn, log, debug or verbose' })
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';
}

/** The names `.env.example`, the compose file and the docs must agree on. */
export const ENVIRONMENT_VARIABLES = Object.keys(new Environment()).concat([
  'APP_SECRET',
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_HASH',
  'SMTP_URL',
  'SHOPIFY_MODE',
  'SHOPIFY_SANDBOX_URL',
  'SHOPIFY_API_KEY',
  'SHOPIFY_API_SECRET',
  'PUBLIC_URL',
]).filter((name, index, all) => all.indexOf(name) === index);
