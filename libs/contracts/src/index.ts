export * from './build-steps';
export * from './store-status';
export * from './socket-events';
export * from './routes';
