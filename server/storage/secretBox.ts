import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Seals secrets at rest: AES-256-GCM, a fresh 12-byte nonce each time, `v1.` versioned. */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the sealed text was tampered with or sealed with another key. */
  open(sealed: string): string;
}

/**
 * The server's key from the environment (`POLYCAST_SECRET_KEY`: 32 bytes as
 * 64 hex characters or base64). Undefined when unset.
 */
export function secretKeyFromEnvironment(
  value = process.env.POLYCAST_SECRET_KEY,
): Buffer | undefined {
  if (!value) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('POLYCAST_SECRET_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key');
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed format');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
