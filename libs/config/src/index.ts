export * from './environment';
export * from './load-config';
export * from './app-secret';
export * from './config.module';
