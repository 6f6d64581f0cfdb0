import {
  browserIndexedDb,
  openKeyValueDatabase,
  type IndexedDbEnvironment,
  type KeyValueStore,
} from '@/events/idb/keyValueDatabase';
import type { CredentialStore } from '@/sources/credentialStore';

const KEYS = 'keys';
const SECRETS = 'secrets';
const VAULT_KEY_ID = 'vault';

interface SealedSecret {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/**
 * Credentials on this device: a separate IndexedDB database, every value
 * sealed with AES-GCM under a non-extractable key that lives in the same
 * database (the browser can use it, no script can read it out). Nothing here
 * ever enters the event log.
 */
export interface CredentialVault {
  store<T>(network: string): CredentialStore<T>;
  /** Forget every credential (sign out of everything on this device). */
  clear(): Promise<void>;
  close(): void;
}

async function vaultKey(keys: KeyValueStore<CryptoKey>): Promise<CryptoKey> {
  const existing = await keys.get(VAULT_KEY_ID);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Another tab may have made one meanwhile: `add` keeps the first, and we read that back.
  await keys.add(VAULT_KEY_ID, key).catch(() => undefined);
  return (await keys.get(VAULT_KEY_ID)) ?? key;
}

export async function openCredentialVault(
  name = 'polycast-vault',
  env: IndexedDbEnvironment = browserIndexedDb(),
): Promise<CredentialVault> {
  const db = await openKeyValueDatabase(name, [KEYS, SECRETS], env);
  const key = await vaultKey(db.store<CryptoKey>(KEYS));
  const secrets = db.store<SealedSecret>(SECRETS);
  const id = (network: string, account: string) => `${network}:${account}`;

  return {
    store<T>(network: string): CredentialStore<T> {
      return {
        async load(account) {
          const sealed = await secrets.get(id(network, account));
          if (!sealed) return undefined;
          const plain = await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv: sealed.iv },
            key,
            sealed.data,
          );
          return JSON.parse(new TextDecoder().decode(plain)) as T;
        },
        async save(account, value) {
          const iv = crypto.getRandomValues(new Uint8Array(12));
          const data = await crypto.subtle.encrypt(
            { name: 'AES-GCM', iv },
            key,
            new TextEncoder().encode(JSON.stringify(value)),
          );
          await secrets.put(id(network, account), { iv, data });
        },
        remove: (account) => secrets.delete(id(network, account)),
      };
    },
    clear: () => secrets.clear(),
    close: () => db.close(),
  };
}
