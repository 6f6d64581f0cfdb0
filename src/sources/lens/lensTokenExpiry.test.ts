import { describe, expect, it } from 'vitest';
import { accessTokenExpiresAt, expiresSoon } from './lensTokenExpiry';

const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('Lens access token expiry', () => {
  it('reads exp from the JWT, in milliseconds', () => {
    expect(accessTokenExpiresAt(jwt({ exp: 1_700_000_000, sub: '0x1' }))).toBe(1_700_000_000_000);
  });

  it('renews within 30 seconds of expiry, not before', () => {
    const token = jwt({ exp: 1_000 });
    expect(expiresSoon(token, 969_999)).toBe(false);
    expect(expiresSoon(token, 970_000)).toBe(true);
    expect(expiresSoon(token, 2_000_000)).toBe(true);
  });

  it('leaves a token it cannot read to the server', () => {
    expect(accessTokenExpiresAt('opaque')).toBeUndefined();
    expect(accessTokenExpiresAt('a.%%%.c')).toBeUndefined();
    expect(accessTokenExpiresAt(jwt({ sub: 'no exp' }))).toBeUndefined();
    expect(expiresSoon('opaque', Date.now())).toBe(false);
  });
});
