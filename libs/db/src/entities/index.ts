import { BuildLog } from './build-log.entity';
import { Store } from './store.entity';
import { StoreObject } from './store-object.entity';
import { OutboxMessage } from './outbox-message.entity';

export { BuildLog, Store, StoreObject, OutboxMessage };

/** Every entity, for the data source. */
export const ENTITIES = [
  Store,
  BuildLog,
  StoreObject,
  OutboxMessage,
];
