export * from './queue-names';
export * from './job-payloads';
export * from './queue-settings';
export * from './redis-connection';
export * from './channels';
