import { normalizeShopDomain, shopOrigin } from './shop-domain';

describe('normalizeShopDomain', () => {
  it.each([
    ['my-store.myshopify.com', 'my-store.myshopify.com'],
    ['  My-Store.MyShopify.com ', 'my-store.myshopify.com'],
    ['https://my-store.myshopify.com/', 'my-store.myshopify.com'],
    ['https://shop1.myshopify.com', 'shop1.myshopify.com'],
  ])('accepts %j', (input, expected) => {
    expect(normalizeShopDomain(input)).toBe(expected);
  });

  it.each([
    'example.com',
    'my-store.myshopify.com.evil.com',
    'evil.com/my-store.myshopify.com',
    'https://user:pw@my-store.myshopify.com',
    'https://my-store.myshopify.com:8443',
    'https://my-store.myshopify.com/admin',
    'http://my-store.myshopify.com',
    'my_store.myshopify.com',
    '-store.myshopify.com',
    '.myshopify.com',
    `${'a'.repeat(300)}.myshopify.com`,
    42,
    null,
  ])('rejects %j', (input) => {
    expect(normalizeShopDomain(input)).toBeNull();
  });

  it('only builds https origins for shop domains', () => {
    expect(shopOrigin('a.myshopify.com')).toBe('https://a.myshopify.com');
    expect(() => shopOrigin('127.0.0.1')).toThrow(/myshopify\.com/);
  });
});
