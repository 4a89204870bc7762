export * from './email-queue';
export * from './email-reconciler';
