import type { CredentialVault } from '@/runtime/credentialVault';
import type { Delegation } from '@/domain/schedule/delegationContract';

/**
 * The Polycast account's delegations as last read from the server, kept on
 * the device: offline, a post can still be scheduled on the networks the
 * server was known to be allowed on (the create waits in the outbox).
 */
export function delegationCache(vault: CredentialVault, productAccountId: string) {
  const store = vault.store<Delegation[]>('Polycast');
  const key = `delegations:${productAccountId}`;
  return {
    load: async () => (await store.load(key)) ?? [],
    save: (delegations: Delegation[]) => store.save(key, delegations),
  };
}
