export * from './entities';
export * from './migrations';
export * from './data-source';
export * from './ensure-database';
export * from './run-migrations';
