import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxStore } from './store';

export interface SandboxHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The request never answers (injected timeout); `hangMs` after which the connection drops. */
  hangMs?: number;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): SandboxHttpResponse {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

/**
 * Shopify's OAuth HMAC: hex HMAC-SHA256, keyed with the app's client secret, of the query
 * parameters other than `hmac` (and `signature`), sorted by key, as `key=value` joined by `&`
 * (values decoded).
 */
export function oauthHmac(params: URLSearchParams | Record<string, string>, secret: string): string {
  const entries = (params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params))
    .filter(([k]) => k !== 'hmac' && k !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', secret)
    .update(entries.map(([k, v]) => `${k}=${v}`).join('&'))
    .digest('hex');
}

export function verifyOauthHmac(params: URLSearchParams, secret: string): boolean {
  const given = Buffer.from(params.get('hmac') ?? '', 'utf8');
  const expected = Buffer.from(oauthHmac(params, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const CODE_TTL_MS = 10 * 60 * 1000;

export class SandboxOauth {
  constructor(
    private readonly store: SandboxStore,
    private readonly ensureShop: (shop: string) => Promise<void>,
  ) {}

  async secretOf(clientId: string): Promise<string | null> {
    const { rows } = await this.store.pool.query<{ client_secret: string }>('SELECT client_secret FROM shopify_sandbox.oauth_apps WHERE client_id = $1', [clientId]);
    return rows[0]?.client_secret ?? null;
  }

  async registerApp(clientId: string, clientSecret: string): Promise<void> {
    await this.store.pool.query(
      `INSERT INTO shopify_sandbox.oauth_apps (client_id, client_secret) VALUES ($1, $2)
       ON CONFLICT (client_id) DO UPDATE SET client_secret = EXCLUDED.client_secret`,
      [clientId, clientSecret],
    );
  }

  /** GET /admin/oauth/authorize: the merchant approves at once; redirects back with a code. */
  async authorize(shop: string, query: URLSearchParams): Promise<SandboxHttpResponse> {
    const clientId = query.get('client_id') ?? '';
    const secret = clientId ? await this.secretOf(clientId) : null;
    if (!secret) return json(400, { error: 'invalid_request', error_description: 'The client_id is missing or is not a known app.' });
    const redirectUri = query.get('redirect_uri') ?? '';
    let redirect: URL;
    try {
      redirect = new URL(redirectUri);
      if (redirect.protocol !== 'https:' && redirect.protocol !== 'http:') throw new Error('scheme');
    } catch {
      return json(400, { error: 'invalid_request', error_description: 'The redirect_uri is missing or invalid.' });
    }
    const scopes = (query.get('scope') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    await this.ensureShop(shop);
    const code = randomBytes(16).toString('hex');
    await this.store.pool.query(
      'INSERT INTO shopify_sandbox.oauth_codes (code, shop, client_id, scopes, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [code, shop, clientId, scopes, new Date(Date.now() + CODE_TTL_MS)],
    );
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`).toString('base64').replace(/=+$/, ''),
      shop,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const state = query.get('state');
    if (state !== null) params['state'] = state;
    params['hmac'] = oauthHmac(params, secret);
    for (const [k, v] of Object.entries(params)) redirect.searchParams.set(k, v);
    return { status: 302, headers: { Location: redirect.toString() }, body: '' };
  }

  /** POST /admin/oauth/access_token: exchanges a code for an offline token (single use). */
  async accessToken(shop: string, params: URLSearchParams): Promise<SandboxHttpResponse> {
    const clientId = params.get('client_id') ?? '';
    const secret = clientId ? await this.secretOf(clientId) : null;
    const given = params.get('client_secret') ?? '';
    if (!secret || given.length !== secret.length || !timingSafeEqual(Buffer.from(given), Buffer.from(secret))) {
      return json(400, { error: 'invalid_client', error_description: 'Client authentication failed: unknown client_id or wrong client_secret.' });
    }
    const code = params.get('code') ?? '';
    const { rows } = await this.store.pool.query<{ scopes: string[] }>(
      `UPDATE shopify_sandbox.oauth_codes SET used_at = now()
       WHERE code = $1 AND shop = $2 AND client_id = $3 AND used_at IS NULL AND expires_at > now()
       RETURNING scopes`,
      [code, shop, clientId],
    );
    if (!rows[0]) return json(400, { error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    await this.store.provisionShop(shop, { token, scopes: rows[0].scopes }, { plan: 'standard' });
    return json(200, { access_token: token, scope: rows[0].scopes.join(',') });
  }
}
