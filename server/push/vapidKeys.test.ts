import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createSecretBox } from '../storage/secretBox';
import { createProductAccountStore } from '../account/productAccountStore';
import { createPushSubscriptionStore } from './pushSubscriptionStore';
import { loadOrCreateVapidKeys } from './vapidKeys';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

function databaseFile() {
  const folder = mkdtempSync(join(tmpdir(), 'polycast-vapid-'));
  folders.push(folder);
  return join(folder, 'server.sqlite');
}

const subscription = {
  endpoint: 'https://push.example.com/p/1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe('the VAPID keys (RFC 8292)', () => {
  it('are made at the first start and are the same after a restart', () => {
    const path = databaseFile();
    const key = randomBytes(32);
    const first = openServerDatabase(path);
    const made = loadOrCreateVapidKeys(first, createSecretBox(key));
    first.close();
    const again = openServerDatabase(path);
    const kept = loadOrCreateVapidKeys(again, createSecretBox(key));
    expect(kept).toEqual(made);
    expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The private key is stored sealed, never as it is.
    const row = again.prepare('SELECT * FROM push_vapid_keys').get() as Record<string, string>;
    expect(JSON.stringify(row)).not.toContain(made.privateKey);
    again.close();
  });

  it('are made anew, dropping the subscriptions, when the secret key changed', () => {
    const path = databaseFile();
    const db = openServerDatabase(path);
    const made = loadOrCreateVapidKeys(db, createSecretBox(randomBytes(32)));
    const { accountId } = createProductAccountStore(db).create([]);
    const subscriptions = createPushSubscriptionStore(db);
    subscriptions.save(accountId, subscription);
    const logged: string[] = [];
    const remade = loadOrCreateVapidKeys(db, createSecretBox(randomBytes(32)), {
      log: (m) => logged.push(m),
    });
    expect(remade.publicKey).not.toBe(made.publicKey);
    expect(subscriptions.of(accountId)).toEqual([]);
    expect(logged.join()).not.toContain(made.privateKey);
    expect(logged.join()).not.toContain(remade.privateKey);
    db.close();
  });
});
