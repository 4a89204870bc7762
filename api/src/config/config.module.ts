import { Global, Module } from '@nestjs/common';
import { loadConfig, type AppConfig } from '@ducan/config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the validated configuration; main.ts has already exited on a bad value. */
@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useFactory: (): AppConfig => loadConfig() }],
  exports: [APP_CONFIG],
})
export class ConfigModule {}
