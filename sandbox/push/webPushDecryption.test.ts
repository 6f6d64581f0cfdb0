import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { decryptPushBody, newSubscriptionSecrets, PushDecryptionError } from './webPushDecryption';

/** A subscription's public half, as the browser hands it to the application. */
function subscriptionOf(secrets: ReturnType<typeof newSubscriptionSecrets>) {
  return {
    endpoint: 'https://push.example/p/1',
    keys: {
      p256dh: secrets.ecdh.getPublicKey().toString('base64url'),
      auth: secrets.auth.toString('base64url'),
    },
  };
}

/** What web-push (the server's library) sends for this payload. */
function encrypted(subscription: ReturnType<typeof subscriptionOf>, payload: string | Buffer) {
  const details = webPush.generateRequestDetails(subscription, payload, {
    contentEncoding: 'aes128gcm',
  });
  return Buffer.from(details.body ?? Buffer.alloc(0));
}

describe('decryptPushBody (RFC 8291 over RFC 8188 aes128gcm)', () => {
  it('opens what web-push encrypted for the subscription', () => {
    const secrets = newSubscriptionSecrets(randomBytes);
    const message = JSON.stringify({ title: 'Scheduled post published', body: 'héllo ✓' });
    const body = encrypted(subscriptionOf(secrets), message);
    expect(body.subarray(0, 16).equals(Buffer.alloc(16))).toBe(false); // a real salt
    expect(decryptPushBody(body, secrets).toString('utf8')).toBe(message);
  });

  it('opens a payload near the 4 KB limit, byte for byte', () => {
    const secrets = newSubscriptionSecrets(randomBytes);
    const payload = randomBytes(3900);
    expect(decryptPushBody(encrypted(subscriptionOf(secrets), payload), secrets)).toEqual(payload);
  });

  it('refuses with another subscription’s keys, or another auth secret', () => {
    const mine = newSubscriptionSecrets(randomBytes);
    const body = encrypted(subscriptionOf(mine), 'for my eyes');
    const other = newSubscriptionSecrets(randomBytes);
    expect(() => decryptPushBody(body, other)).toThrow(PushDecryptionError);
    expect(() => decryptPushBody(body, { ecdh: mine.ecdh, auth: randomBytes(16) })).toThrow(
      'does not decrypt',
    );
  });

  it('refuses a changed byte of ciphertext and a cut body', () => {
    const secrets = newSubscriptionSecrets(randomBytes);
    const body = encrypted(subscriptionOf(secrets), 'intact');
    const flipped = Buffer.from(body);
    flipped[flipped.length - 20] = (flipped[flipped.length - 20] ?? 0) ^ 1;
    expect(() => decryptPushBody(flipped, secrets)).toThrow(PushDecryptionError);
    expect(() => decryptPushBody(body.subarray(0, 10), secrets)).toThrow('shorter than its header');
  });
});
