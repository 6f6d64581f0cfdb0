import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, secretKeyFromEnvironment } from './secretBox';

describe('secretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same way twice', () => {
    const sealed = box.seal('access-token-123');
    expect(sealed).not.toContain('access-token');
    expect(box.open(sealed)).toBe('access-token-123');
    expect(box.seal('access-token-123')).not.toBe(sealed);
  });

  it('refuses tampered text and another key', () => {
    const sealed = box.seal('secret');
    // Flip one bit of the last byte (editing the base64 text itself can leave the bytes as they were).
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = `v1.${bytes.toString('base64url')}`;
    expect(tampered).not.toBe(sealed);
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('reads the key from the environment in hex or base64, and only 32 bytes', () => {
    const key = randomBytes(32);
    expect(secretKeyFromEnvironment(key.toString('hex'))).toEqual(key);
    expect(secretKeyFromEnvironment(key.toString('base64'))).toEqual(key);
    expect(secretKeyFromEnvironment('')).toBeUndefined();
    expect(() => secretKeyFromEnvironment('abcd')).toThrow(/32 bytes/);
  });
});
