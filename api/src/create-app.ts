import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { loadConfig } from '@ducan/config';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation.pipe';
import { ownerCookie } from './common/owner-cookie.middleware';
import { rejectDeepBodies } from './common/body-depth.middleware';
import { bodyParseErrors } from './common/body-parse-errors.middleware';
import { mountSpa } from './spa/spa';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { mountShopifySandbox } from './shopify-sandbox/mount-shopify-sandbox';
import { mountStorefrontPreview } from './storefront-preview/mount-storefront-preview';

/** Builds the whole HTTP application (used by main.ts and by the integration tests). */
export async function createApp(): Promise<NestExpressApplication> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: false,
    logger: ['error', 'warn', 'log', 'debug', 'verbose'].slice(0, ['error', 'warn', 'log', 'debug', 'verbose'].indexOf(config.logLevel) + 1) as never,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'frame-ancestors': ["'none'"],
        },
      },
      hsts: config.nodeEnv === 'production',
    }),
  );
  app.use(cookieParser(config.appSecret));
  // Before the body parsers: the sandbox reads raw bodies, as Shopify's endpoints do.
  mountShopifySandbox(app);
  app.use('/api', ownerCookie(config.nodeEnv === 'production'));
  app.useBodyParser('json', { limit: '1mb' });
  app.use('/api', bodyParseErrors, rejectDeepBodies);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  app.enableShutdownHooks();
  mountStorefrontPreview(app);
  mountSpa(app.getHttpAdapter().getInstance());
  return app;
}
