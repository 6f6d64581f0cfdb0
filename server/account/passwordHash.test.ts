import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, SCRYPT_PARAMS } from './passwordHash';

describe('password hashing (salted scrypt)', () => {
  it('stores the parameters and a fresh salt, never the password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('correct horse');
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('matches the same password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await passwordMatches('correct horse', stored)).toBe(true);
    expect(await passwordMatches('correct horsE', stored)).toBe(false);
    expect(await passwordMatches('', stored)).toBe(false);
  });

  it('treats the composed and decomposed spellings of a letter as one (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9-latte');
    expect(await passwordMatches('cafe\u0301-latte', stored)).toBe(true);
  });

  it('refuses a stored value it does not understand', async () => {
    expect(await passwordMatches('x', 'plain$text')).toBe(false);
    expect(await passwordMatches('x', 'scrypt$1024$8$1$c2FsdA$')).toBe(false);
  });
});
