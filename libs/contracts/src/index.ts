export * from './build-steps';
export * from './store-status';
export * from './socket-events';
export * from './routes';
export * from './site-metadata';
export * from './stores';
export * from './shopify';
export * from './public-site';
