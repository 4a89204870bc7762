import { randomBytes, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ducan/config';
import { STORE_URL_FORMAT_EXAMPLE } from '@ducan/contracts';
import { OAUTH_SCOPES, buildAuthorizeUrl, exchangeOAuthCode, normalizeShopDomain, verifyOAuthHmac } from '@ducan/shopify';
import { ShopifyConnectionsService, type ShopifyConnectionView } from './shopify-connections.service';
import { ShopifyTransport } from './shopify-transport.service';
import { toHttpException } from './shopify-http-errors';

/** Signed, httpOnly cookie holding the pending install's state, shop and browser. */
export const OAUTH_STATE_COOKIE = 'ducan_shopify_oauth';
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** Shopify's callback timestamp must be recent (replayed links are refused). */
const CALLBACK_MAX_AGE_S = 24 * 3600;

export const INSTALL_EXPIRED_MESSAGE = 'This installation link has expired or was opened in another browser. Please start the installation again.';

export interface PendingInstall {
  state: string;
  shop: string;
  owner: string;
}

export interface AppCredentials {
  apiKey: string;
  apiSecret: string;
}

/** Shopify's authorization-code grant: the install redirect, and the callback that stores an offline token. */
@Injectable()
export class ShopifyInstallService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transport: ShopifyTransport,
    private readonly connections: ShopifyConnectionsService,
  ) {}

  /** The configured app, or the sandbox's app in sandbox mode; a clear 503 when neither exists. */
  credentials(): AppCredentials {
    if (this.config.shopifyApiKey && this.config.shopifyApiSecret) {
      return { apiKey: this.config.shopifyApiKey, apiSecret: this.config.shopifyApiSecret };
    }
    if (this.transport.sandboxMode) return this.transport.sandboxAppCredentials();
    throw new ServiceUnavailableException(
      'Installing the Shopify app is not configured on this server: set SHOPIFY_API_KEY and SHOPIFY_API_SECRET (from the app in the Shopify Dev Dashboard), or paste an Admin API access token instead.',
    );
  }

  /** Starts an install: where to send the browser, and the state to remember in its cookie. */
  begin(shopInput: unknown, ownerId: string): { location: string; pending: PendingInstall } {
    const shop = normalizeShopDomain(shopInput);
    if (!shop) throw new BadRequestException(`Store URL must be in format: ${STORE_URL_FORMAT_EXAMPLE}`);
    const { apiKey } = this.credentials();
    const pending: PendingInstall = { state: randomBytes(24).toString('base64url'), shop, owner: ownerId };
    const location = buildAuthorizeUrl({
      shop,
      apiKey,
      scopes: OAUTH_SCOPES,
      redirectUri: this.redirectUri(),
      state: pending.state,
      base: this.transport.authorizeBase(shop),
    });
    return { location, pending };
  }

  /** Verifies the callback (state from this browser, Shopify's HMAC, freshness), exchanges the code, stores the token. */
  async complete(query: Record<string, unknown>, pending: PendingInstall | undefined, ownerId: string): Promise<ShopifyConnectionView> {
    const { apiKey, apiSecret } = this.credentials();
    const shop = normalizeShopDomain(query.shop);
    if (!pending || !shop || typeof query.state !== 'string' || pending.owner !== ownerId || pending.shop !== shop || !sameText(pending.state, query.state)) {
      throw new BadRequestException(INSTALL_EXPIRED_MESSAGE);
    }
    if (!verifyOAuthHmac(query, apiSecret)) throw new BadRequestException('The installation request could not be verified as coming from Shopify. Please start the installation again.');
    const timestamp = Number(query.timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > CALLBACK_MAX_AGE_S) throw new BadRequestException(INSTALL_EXPIRED_MESSAGE);
    if (typeof query.code !== 'string' || query.code === '' || query.code.length > 512) throw new BadRequestException(INSTALL_EXPIRED_MESSAGE);

    try {
      const token = await exchangeOAuthCode({ shop, apiKey, apiSecret, code: query.code, fetchApi: this.transport.fetchFor() });
      return await this.connections.save(ownerId, shop, token.accessToken, token.scopes);
    } catch (error) {
      throw toHttpException(error);
    }
  }

  redirectUri(): string {
    return `${this.config.publicUrl}/api/shopify/callback`;
  }
}

/** Parses the cookie value set by `begin` (signed by cookie-parser; anything else is ignored). */
export function parsePendingInstall(value: unknown): PendingInstall | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<PendingInstall>;
    if (typeof parsed.state === 'string' && typeof parsed.shop === 'string' && typeof parsed.owner === 'string') {
      return { state: parsed.state, shop: parsed.shop, owner: parsed.owner };
    }
  } catch {
    // not ours
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
