import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Fixed, public HKDF salt: separates these keys from anything else derived from APP_SECRET. */
const HKDF_SALT = 'ducan/token-cipher/v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** A ciphertext that does not decrypt: wrong key, wrong record (AAD), tampered, or malformed. */
export class TokenDecryptionError extends Error {
  constructor(reason: string) {
    super(`The stored token could not be decrypted (${reason}).`);
    this.name = 'TokenDecryptionError';
  }
}

export interface TokenKey {
  /** Short public name stored with every ciphertext, e.g. `k3f9a2c1`. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

/**
 * Derives the encryption key and its public id from a configured secret with HKDF-SHA256.
 * The id is derived too (different `info`), so a rotated APP_SECRET gets a new id on its own.
 */
export function deriveTokenKey(secret: string): TokenKey {
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new Error('A token encryption secret must be at least 32 characters.');
  }
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, 'token-encryption-key', KEY_BYTES));
  const id = `k${Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, 'token-encryption-key-id', 6)).toString('hex')}`;
  return { id, key };
}

/**
 * AES-256-GCM for tokens at rest. Serialized as `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts).
 * The AAD binds a ciphertext to its row (e.g. `shopify-connection:42`): copying it to another row fails.
 */
export class TokenCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: string;

  constructor(current: TokenKey, older: TokenKey[] = []) {
    for (const entry of [current, ...older]) {
      if (!KEY_ID.test(entry.id)) throw new Error(`Invalid key id "${entry.id}".`);
      if (entry.key.length !== KEY_BYTES) throw new Error(`Key "${entry.id}" must be ${KEY_BYTES} bytes.`);
      if (!this.keys.has(entry.id)) this.keys.set(entry.id, Buffer.from(entry.key));
    }
    this.currentId = current.id;
  }

  /** The usual construction: the current APP_SECRET plus earlier ones kept for decryption only. */
  static fromSecrets(currentSecret: string, previousSecrets: readonly string[] = []): TokenCipher {
    return new TokenCipher(deriveTokenKey(currentSecret), previousSecrets.map(deriveTokenKey));
  }

  get currentKeyId(): string {
    return this.currentId;
  }

  encrypt(plaintext: string, additionalData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keyFor(this.currentId), iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(additionalData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [FORMAT_VERSION, this.currentId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decrypt(serialized: string, additionalData: string): string {
    const { keyId, iv, tag, ciphertext } = parse(serialized);
    const key = this.keys.get(keyId);
    if (!key) throw new TokenDecryptionError(`unknown key id ${keyId}`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(additionalData, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new TokenDecryptionError('authentication failed');
    }
  }

  /** True when `serialized` was sealed with an older key and should be re-encrypted. */
  needsReencryption(serialized: string): boolean {
    return parse(serialized).keyId !== this.currentId;
  }

  /** Keys never leave the object, not even through JSON or inspection. */
  toJSON(): { currentKeyId: string } {
    return { currentKeyId: this.currentId };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `TokenCipher { currentKeyId: '${this.currentId}' }`;
  }

  private keyFor(id: string): Buffer {
    const key = this.keys.get(id);
    if (!key) throw new TokenDecryptionError(`unknown key id ${id}`);
    return key;
  }
}

function parse(serialized: string): { keyId: string; iv: Buffer; tag: Buffer; ciphertext: Buffer } {
  const parts = typeof serialized === 'string' ? serialized.split('.') : [];
  if (parts.length !== 5 || parts[0] !== FORMAT_VERSION) throw new TokenDecryptionError('unknown format');
  const [, keyId, ivPart, tagPart, dataPart] = parts;
  const iv = Buffer.from(ivPart, 'base64url');
  const tag = Buffer.from(tagPart, 'base64url');
  if (!KEY_ID.test(keyId) || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenDecryptionError('malformed');
  return { keyId, iv, tag, ciphertext: Buffer.from(dataPart, 'base64url') };
}
