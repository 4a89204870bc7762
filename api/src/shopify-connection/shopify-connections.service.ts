import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { ShopifyConnection } from '@ducan/db';
import { TokenCipher } from '@ducan/secrets';
import { DatabaseService } from '../database/database.service';

/** What the rest of the API may see of a connection: never the token. */
export interface ShopifyConnectionView {
  id: number;
  shopDomain: string;
  scopes: string[];
  connectedAt: string;
}

/** Binds a ciphertext to its row: moved to another row it no longer decrypts. */
export function connectionAad(id: number): string {
  return `shopify-connection:${id}`;
}

/** Stores offline tokens from the OAuth install, encrypted at rest, one per browser and shop. */
@Injectable()
export class ShopifyConnectionsService {
  private readonly cipher: TokenCipher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly database: DatabaseService,
  ) {
    this.cipher = TokenCipher.fromSecrets(config.appSecret);
  }

  /** Creates or replaces the owner's connection to `shopDomain` (a re-install refreshes token and scopes). */
  async save(ownerId: string, shopDomain: string, accessToken: string, scopes: string[]): Promise<ShopifyConnectionView> {
    return this.database.manager.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO shopify_connections (owner_id, shop_domain, scopes)
         VALUES ($1, $2, $3)
         ON CONFLICT (owner_id, shop_domain) DO UPDATE SET scopes = EXCLUDED.scopes, updated_at = now()
         RETURNING id, shop_domain, scopes, created_at`,
        [ownerId, shopDomain, scopes],
      )) as { id: number; shop_domain: string; scopes: string[]; created_at: Date }[];
      await manager.update(ShopifyConnection, row.id, { accessTokenEncrypted: this.cipher.encrypt(accessToken, connectionAad(row.id)) });
      return { id: row.id, shopDomain: row.shop_domain, scopes: row.scopes, connectedAt: row.created_at.toISOString() };
    });
  }

  async list(ownerId: string): Promise<ShopifyConnectionView[]> {
    const rows = await this.database.manager.find(ShopifyConnection, { where: { ownerId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ id: row.id, shopDomain: row.shopDomain, scopes: row.scopes, connectedAt: row.createdAt.toISOString() }));
  }

  /** The decrypted token, for server-side use only (e.g. creating a store from a connection). */
  async accessToken(ownerId: string, shopDomain: string): Promise<string | null> {
    const row = await this.database.manager
      .createQueryBuilder(ShopifyConnection, 'connection')
      .addSelect('connection.accessTokenEncrypted')
      .where('connection.ownerId = :ownerId AND connection.shopDomain = :shopDomain', { ownerId, shopDomain })
      .getOne();
    if (!row?.accessTokenEncrypted) return null;
    return this.cipher.decrypt(row.accessTokenEncrypted, connectionAad(row.id));
  }
}
