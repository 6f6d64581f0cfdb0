import type { CredentialVault } from './credentialVault';

/** The device's session with its Polycast account: in the vault, never in the log. */
export interface ProductSession {
  accountId: string;
  token: string;
}

const KEY = 'session';

export function productSessionStore(vault: CredentialVault) {
  const store = vault.store<ProductSession>('Polycast');
  return {
    load: () => store.load(KEY),
    save: (session: ProductSession) => store.save(KEY, session),
    remove: () => store.remove(KEY),
  };
}

export type ProductSessionStore = ReturnType<typeof productSessionStore>;

/** The device's Polycast session token, for calls that act as its account (X, the converter). */
export const productSessionToken = async (vault: CredentialVault): Promise<string | undefined> =>
  (await productSessionStore(vault).load())?.token;
