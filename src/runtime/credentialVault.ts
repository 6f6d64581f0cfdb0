import { requestResult, transactionDone } from '@/events/idb/idbRequests';
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

function openVaultDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(KEYS);
    request.result.createObjectStore(SECRETS);
  };
  return requestResult(request);
}

async function vaultKey(db: IDBDatabase): Promise<CryptoKey> {
  const read = db.transaction(KEYS, 'readonly');
  const existing = await requestResult(
    read.objectStore(KEYS).get(VAULT_KEY_ID) as IDBRequest<CryptoKey | undefined>,
  );
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const write = db.transaction(KEYS, 'readwrite');
  // Another tab may have made one meanwhile: `add` keeps the first, and we read that back.
  write.objectStore(KEYS).add(key, VAULT_KEY_ID);
  await transactionDone(write).catch(() => undefined);
  const again = db.transaction(KEYS, 'readonly');
  return (
    (await requestResult(again.objectStore(KEYS).get(VAULT_KEY_ID) as IDBRequest<CryptoKey>)) ?? key
  );
}

export async function openCredentialVault(name = 'polycast-vault'): Promise<CredentialVault> {
  const db = await openVaultDatabase(name);
  const key = await vaultKey(db);
  const id = (network: string, account: string) => `${network}:${account}`;

  return {
    store<T>(network: string): CredentialStore<T> {
      return {
        async load(account) {
          const tx = db.transaction(SECRETS, 'readonly');
          const sealed = await requestResult(
            tx.objectStore(SECRETS).get(id(network, account)) as IDBRequest<
              SealedSecret | undefined
            >,
          );
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
          const tx = db.transaction(SECRETS, 'readwrite');
          tx.objectStore(SECRETS).put({ iv, data } satisfies SealedSecret, id(network, account));
          await transactionDone(tx);
        },
        async remove(account) {
          const tx = db.transaction(SECRETS, 'readwrite');
          tx.objectStore(SECRETS).delete(id(network, account));
          await transactionDone(tx);
        },
      };
    },
    async clear() {
      const tx = db.transaction(SECRETS, 'readwrite');
      tx.objectStore(SECRETS).clear();
      await transactionDone(tx);
    },
    close: () => db.close(),
  };
}
