import { BuildLog } from './build-log.entity';
import { Store } from './store.entity';
import { StoreObject } from './store-object.entity';
import { OutboxMessage } from './outbox-message.entity';
import { ShopifyConnection } from './shopify-connection.entity';
import { ContactMessage, CustomOrder, EmailMessage, NewsletterSubscription } from './public-site.entities';

export { BuildLog, Store, StoreObject, OutboxMessage, ShopifyConnection };
export * from './public-site.entities';

/** Every entity, for the data source. */
export const ENTITIES = [
  Store,
  BuildLog,
  StoreObject,
  OutboxMessage,
  ShopifyConnection,
  EmailMessage, ContactMessage, NewsletterSubscription, CustomOrder,
];
