import { createHmac, timingSafeEqual } from 'node:crypto';
import { ShopifyAuthError, ShopifyTransientError } from './errors';
import type { FetchApi } from './shopify-client';
import { isShopDomain, shopOrigin } from './shop-domain';

/**
 * Shopify's authorization-code grant: the install link, the callback's HMAC check and the code
 * exchange. No `grant_options[]=per-user`, so the token is an offline (shop-wide) one.
 */
export interface AuthorizeUrlOptions {
  shop: string;
  apiKey: string;
  scopes: string;
  redirectUri: string;
  state: string;
  /** Where `/admin/oauth/authorize` lives; default `https://<shop>` (the sandbox passes its own). */
  base?: string;
}

export function buildAuthorizeUrl({ shop, apiKey, scopes, redirectUri, state, base }: AuthorizeUrlOptions): string {
  const url = new URL(`${base ?? shopOrigin(shop)}/admin/oauth/authorize`, 'http://placeholder');
  url.searchParams.set('client_id', apiKey);
  url.searchParams.set('scope', scopes);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return base?.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Verifies the `hmac` Shopify adds to the callback: HMAC-SHA256 (hex) with the app secret over the
 * other query parameters, sorted by name, as `key=value` joined by `&`.
 */
export function verifyOAuthHmac(query: Record<string, unknown>, apiSecret: string): boolean {
  const hmac = query.hmac;
  if (typeof hmac !== 'string' || !/^[0-9a-f]{64}$/i.test(hmac)) return false;
  const message = Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${key}=${Array.isArray(query[key]) ? (query[key] as unknown[]).join(',') : String(query[key])}`)
    .join('&');
  const expected = createHmac('sha256', apiSecret).update(message).digest();
  const given = Buffer.from(hmac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Signs a query the way Shopify does (tests and the sandbox's counterpart use it). */
export function signOAuthQuery(query: Record<string, string>, apiSecret: string): string {
  const message = Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&');
  return createHmac('sha256', apiSecret).update(message).digest('hex');
}

export interface OAuthTokenExchange {
  shop: string;
  apiKey: string;
  apiSecret: string;
  code: string;
  fetchApi?: FetchApi;
  timeoutMs?: number;
}

export interface OfflineToken {
  accessToken: string;
  scopes: string[];
}

/** Exchanges the callback's code for an offline access token at `https://<shop>/admin/oauth/access_token`. */
export async function exchangeOAuthCode({ shop, apiKey, apiSecret, code, fetchApi = fetch, timeoutMs = 10_000 }: OAuthTokenExchange): Promise<OfflineToken> {
  if (!isShopDomain(shop)) throw new ShopifyAuthError('The store address is not a myshopify.com domain');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetchApi(`${shopOrigin(shop)}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ client_id: apiKey, client_secret: apiSecret, code }),
      signal: controller.signal,
    });
    text = await response.text();
  } catch {
    throw new ShopifyTransientError(controller.signal.aborted ? 'Shopify did not answer the token exchange in time' : 'Could not reach Shopify for the token exchange');
  } finally {
    clearTimeout(timer);
  }
  if (response.status >= 500) throw new ShopifyTransientError(`Shopify answered HTTP ${response.status} to the token exchange`);
  let body: { access_token?: unknown; scope?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // handled below
  }
  if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ShopifyAuthError('Shopify refused the authorization code; please start the installation again');
  }
  const scopes = typeof body.scope === 'string' ? body.scope.split(',').map((scope) => scope.trim()).filter(Boolean) : [];
  return { accessToken: body.access_token, scopes };
}
