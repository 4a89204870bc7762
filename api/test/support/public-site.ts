import { randomInt } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/create-app';
import { DatabaseService } from '../../src/database/database.service';

/** The whole API, connected and migrated. */
export async function startApi(): Promise<NestExpressApplication> {
  const app = await createApp();
  await app.init();
  await app.get(DatabaseService).whenReady();
  return app;
}

/**
 * A client address of its own for each test: the API trusts X-Forwarded-For from loopback (its
 * reverse proxy), so tests look like distinct visitors and never share a rate-limit bucket.
 */
export function visitorIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${randomInt(1e9).toString(36)}@example.com`;
}
