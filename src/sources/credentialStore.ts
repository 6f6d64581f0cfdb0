/**
 * Where an adapter keeps an account's credentials on this device. The app
 * backs it with encrypted IndexedDB; tests with memory. Never the event log.
 */
export interface CredentialStore<T> {
  load(accountId: string): Promise<T | undefined>;
  save(accountId: string, value: T): Promise<void>;
  remove(accountId: string): Promise<void>;
}

export function memoryCredentialStore<T>(): CredentialStore<T> {
  const values = new Map<string, T>();
  return {
    load: async (id) => values.get(id),
    save: async (id, value) => void values.set(id, value),
    remove: async (id) => void values.delete(id),
  };
}
