export * from './build-queue';
export * from './outbox-relay';
export * from './build-reconciler';
