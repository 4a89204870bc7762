import { StoresAndBuildLogs1763700000000 } from './1763700000000-stores-and-build-logs';

/** Every migration in order. A new migration is added here, never by `synchronize`. */
export const MIGRATIONS = [StoresAndBuildLogs1763700000000];
