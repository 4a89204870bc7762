export * from './create-store.dto';
export * from './store-views';
