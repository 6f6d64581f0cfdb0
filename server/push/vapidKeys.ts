import webPush from 'web-push';
import type { SecretBox } from '../storage/secretBox';
import type { ServerDatabase } from '../storage/openServerDatabase';

/** The server's VAPID key pair (RFC 8292), base64url as `web-push` takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair this server signs its pushes with: made at its first
 * start and kept in its database, the private key sealed with the server's
 * secret key. Every subscription is bound to the public key, so it must last
 * across restarts. Should the secret key change (a sandbox's throwaway one),
 * the old private key cannot be opened: a new pair is made and the
 * subscriptions made for the old one are dropped (no push could reach them).
 * Neither key is ever written to a log.
 */
export function loadOrCreateVapidKeys(
  db: ServerDatabase,
  box: SecretBox,
  options: { now?: () => number; log?: (message: string) => void } = {},
): VapidKeys {
  const row = db
    .prepare('SELECT public_key, sealed_private_key FROM push_vapid_keys WHERE id = 1')
    .get() as { public_key: string; sealed_private_key: string } | undefined;
  if (row) {
    try {
      return { publicKey: row.public_key, privateKey: box.open(row.sealed_private_key) };
    } catch {
      options.log?.(
        'push: the stored VAPID key was sealed with another secret key; new keys are made and the old subscriptions dropped',
      );
    }
  }
  const keys = webPush.generateVAPIDKeys();
  db.transaction(() => {
    db.prepare('DELETE FROM push_subscriptions').run();
    db.prepare(
      `INSERT INTO push_vapid_keys (id, public_key, sealed_private_key, created_at)
       VALUES (1, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET public_key = excluded.public_key,
         sealed_private_key = excluded.sealed_private_key, created_at = excluded.created_at`,
    ).run(keys.publicKey, box.seal(keys.privateKey), (options.now ?? Date.now)());
  })();
  return keys;
}
