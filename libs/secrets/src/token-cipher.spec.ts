import { inspect } from 'node:util';
import { TokenCipher, TokenDecryptionError, deriveTokenKey } from './token-cipher';

const SECRET_A = 'a'.repeat(16) + '-first-app-secret-value';
const SECRET_B = 'b'.repeat(16) + '-second-app-secret-value';
const TOKEN = 'shpat_0123456789abcdef0123456789abcdef';

describe('TokenCipher', () => {
  const cipher = TokenCipher.fromSecrets(SECRET_A);

  it('round-trips a token in the v1.<keyId>.<iv>.<tag>.<ciphertext> format', () => {
    const sealed = cipher.encrypt(TOKEN, 'shopify-connection:1');
    expect(sealed).toMatch(/^v1\.k[0-9a-f]{12}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(cipher.decrypt(sealed, 'shopify-connection:1')).toBe(TOKEN);
  });

  it('uses a fresh IV for every encryption', () => {
    const ivs = new Set(Array.from({ length: 50 }, () => cipher.encrypt(TOKEN, 'x').split('.')[2]));
    expect(ivs.size).toBe(50);
  });

  it('refuses a ciphertext moved to another record (wrong AAD)', () => {
    const sealed = cipher.encrypt(TOKEN, 'shopify-connection:1');
    expect(() => cipher.decrypt(sealed, 'shopify-connection:2')).toThrow(TokenDecryptionError);
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const sealed = cipher.encrypt(TOKEN, 'aad');
    const parts = sealed.split('.');
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index], 'base64url');
      bytes[0] ^= 0x01;
      const tampered = [...parts];
      tampered[index] = bytes.toString('base64url');
      expect(() => cipher.decrypt(tampered.join('.'), 'aad')).toThrow(TokenDecryptionError);
    }
    expect(() => cipher.decrypt('v1.garbage', 'aad')).toThrow(TokenDecryptionError);
  });

  it('still decrypts with an older key after rotation, and says it needs re-encryption', () => {
    const sealedWithOld = cipher.encrypt(TOKEN, 'aad');
    const rotated = TokenCipher.fromSecrets(SECRET_B, [SECRET_A]);
    expect(rotated.currentKeyId).not.toBe(cipher.currentKeyId);
    expect(rotated.decrypt(sealedWithOld, 'aad')).toBe(TOKEN);
    expect(rotated.needsReencryption(sealedWithOld)).toBe(true);
    const resealed = rotated.encrypt(TOKEN, 'aad');
    expect(resealed.split('.')[1]).toBe(rotated.currentKeyId);
    expect(rotated.needsReencryption(resealed)).toBe(false);
    // Without the old secret the old ciphertext is unreadable.
    expect(() => TokenCipher.fromSecrets(SECRET_B).decrypt(sealedWithOld, 'aad')).toThrow(/unknown key id/);
  });

  it('derives keys deterministically from the secret and never exposes them', () => {
    expect(deriveTokenKey(SECRET_A)).toEqual(deriveTokenKey(SECRET_A));
    expect(() => deriveTokenKey('short')).toThrow(/at least 32/);
    const key = deriveTokenKey(SECRET_A).key.toString('hex');
    expect(JSON.stringify(cipher)).not.toContain(key);
    expect(inspect(cipher, { depth: 5 })).not.toContain(key);
  });
});
