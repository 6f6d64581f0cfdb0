import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { checkVapidAuthorization } from './vapidAuthorization';

const AUDIENCE = 'http://127.0.0.1:4999';
const now = () => Math.floor(Date.now() / 1000);

function authorization(
  keys = webPush.generateVAPIDKeys(),
  audience = AUDIENCE,
  expiration?: number,
) {
  return {
    keys,
    header: webPush.getVapidHeaders(
      audience,
      'mailto:push@polycast.invalid',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization,
  };
}

describe('checkVapidAuthorization (RFC 8292)', () => {
  it('accepts web-push’s signed JWT and answers the key that signed it', () => {
    const { keys, header } = authorization();
    expect(checkVapidAuthorization(header, AUDIENCE, now())).toEqual({
      ok: true,
      key: keys.publicKey,
    });
  });

  it('refuses a JWT whose signature was made by another key than k names', () => {
    const signer = webPush.generateVAPIDKeys();
    const claimed = webPush.generateVAPIDKeys();
    const { header } = authorization(signer);
    const forged = header.replace(/k=[A-Za-z0-9_-]+/, `k=${claimed.publicKey}`);
    expect(checkVapidAuthorization(forged, AUDIENCE, now())).toMatchObject({
      ok: false,
      status: 401,
      reason: 'JWT signature does not verify with k',
    });
  });

  it('refuses a changed claim (the signature no longer covers it)', () => {
    const { header } = authorization();
    const token = /t=([^,]+)/.exec(header)?.[1] ?? '';
    const [head, , signature] = token.split('.');
    const claims = Buffer.from(
      JSON.stringify({ aud: AUDIENCE, exp: now() + 600, sub: 'mailto:evil@example.com' }),
    ).toString('base64url');
    const changed = header.replace(token, `${head}.${claims}.${signature}`);
    expect(checkVapidAuthorization(changed, AUDIENCE, now())).toMatchObject({ ok: false });
  });

  it('refuses another audience, an expired token and a missing header', () => {
    const { header } = authorization(undefined, 'https://fcm.googleapis.com');
    expect(checkVapidAuthorization(header, AUDIENCE, now())).toMatchObject({
      ok: false,
      reason: 'JWT aud is not this push service',
    });
    const expired = authorization(undefined, AUDIENCE, now() + 60).header;
    expect(checkVapidAuthorization(expired, AUDIENCE, now() + 120)).toMatchObject({
      ok: false,
      reason: 'JWT expired',
    });
    expect(checkVapidAuthorization(undefined, AUDIENCE, now())).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
