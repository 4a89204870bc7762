import { Global, Module } from '@nestjs/common';
import { loadConfig, type AppConfig } from './load-config';

/** Injection token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the validated configuration to api and worker; their entry points exit first on a bad value. */
@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: (): AppConfig => loadConfig() }],
  exports: [APP_CONFIG],
})
export class ConfigModule {}
