import { BuildLog } from './build-log.entity';
import { Store } from './store.entity';

export { BuildLog, Store };

/** Every entity, for the data source. */
export const ENTITIES = [Store, BuildLog];
