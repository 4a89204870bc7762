import { buildAuthorizeUrl, exchangeOAuthCode, signOAuthQuery, verifyOAuthHmac } from './oauth';
import { ShopifyAuthError } from './errors';
import { OAUTH_SCOPES, missingScopes } from './scopes';

describe('OAuth helpers', () => {
  it('builds the authorize URL on the shop, or on a relative sandbox base', () => {
    const url = new URL(buildAuthorizeUrl({ shop: 'a.myshopify.com', apiKey: 'key', scopes: OAUTH_SCOPES, redirectUri: 'https://ducan.rs/api/shopify/callback', state: 's1' }));
    expect(url.origin).toBe('https://a.myshopify.com');
    expect(url.pathname).toBe('/admin/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'key', scope: OAUTH_SCOPES, redirect_uri: 'https://ducan.rs/api/shopify/callback', state: 's1' });
    expect(buildAuthorizeUrl({ shop: 'a.myshopify.com', apiKey: 'k', scopes: 'read_themes', redirectUri: 'r', state: 's', base: '/__sandbox/shopify/a.myshopify.com' })).toBe(
      '/__sandbox/shopify/a.myshopify.com/admin/oauth/authorize?client_id=k&scope=read_themes&redirect_uri=r&state=s',
    );
  });

  it('verifies Shopify’s callback HMAC and refuses any change', () => {
    const query = { code: 'abc', shop: 'a.myshopify.com', state: 's1', timestamp: '1763700000' };
    const hmac = signOAuthQuery(query, 'secret');
    expect(verifyOAuthHmac({ ...query, hmac }, 'secret')).toBe(true);
    expect(verifyOAuthHmac({ ...query, hmac }, 'other-secret')).toBe(false);
    expect(verifyOAuthHmac({ ...query, shop: 'b.myshopify.com', hmac }, 'secret')).toBe(false);
    expect(verifyOAuthHmac({ ...query }, 'secret')).toBe(false);
    expect(verifyOAuthHmac({ ...query, hmac: 'zz' }, 'secret')).toBe(false);
  });

  it('exchanges a code for an offline token, and names a refusal plainly', async () => {
    const calls: string[] = [];
    const fetchApi = async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(String(input));
      const body = JSON.parse(String(init?.body)) as { code: string };
      return body.code === 'good'
        ? new Response(JSON.stringify({ access_token: 'shpat_x', scope: 'write_themes,read_themes' }), { status: 200 })
        : new Response(JSON.stringify({ error: 'invalid_request' }), { status: 400 });
    };
    await expect(exchangeOAuthCode({ shop: 'a.myshopify.com', apiKey: 'k', apiSecret: 's', code: 'good', fetchApi })).resolves.toEqual({
      accessToken: 'shpat_x',
      scopes: ['write_themes', 'read_themes'],
    });
    expect(calls).toEqual(['https://a.myshopify.com/admin/oauth/access_token']);
    await expect(exchangeOAuthCode({ shop: 'a.myshopify.com', apiKey: 'k', apiSecret: 's', code: 'bad', fetchApi })).rejects.toBeInstanceOf(ShopifyAuthError);
  });

  it('counts a write grant as covering its read scope', () => {
    expect(missingScopes(['write_themes', 'read_products'], ['read_themes', 'write_themes', 'write_products'])).toEqual(['write_products']);
  });
});
