export * from './email-transport';
export * from './database-record.transport';
export * from './smtp.transport';
export * from './create-email-transport';
