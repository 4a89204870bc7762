export * from './email-queue';
export * from './email-reconciler';
export * from './queue-email';
