import type { ProfileProof, ProofChallenge } from '@/domain/accounts/profileProof';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import type { SourceResult } from '@/domain/result';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { NetworkEndpoints } from './networkEndpoints';

export interface ProofContext {
  vault: CredentialVault;
  endpoints: () => Promise<NetworkEndpoints>;
  /** A fresh challenge from the product server (each Farcaster proof spends its nonce). */
  challenge: () => Promise<ProofChallenge>;
  signal: AbortSignal;
}

/**
 * The proof that an account connected on this device is its person's, made
 * with the credentials the device holds (src/domain/accounts/profileProof.ts).
 * X has none to make: X's sign-in on the server links it. Each network's
 * code loads only now.
 */
export async function proveProfile(
  account: ConnectedAccount,
  context: ProofContext,
): Promise<SourceResult<ProfileProof> | undefined> {
  switch (account.source) {
    case 'Twitter':
      return undefined;
    case 'Bsky': {
      const [{ proveBskyProfile }, endpoints, challenge] = await Promise.all([
        import('@/sources/bsky/proveBskyProfile'),
        context.endpoints(),
        context.challenge(),
      ]);
      return proveBskyProfile({
        service: endpoints.bsky.service,
        did: account.accountId,
        store: context.vault.store<BskyStoredSession>('Bsky'),
        audience: challenge.audience,
        signal: context.signal,
      });
    }
    case 'Farcaster': {
      const [{ proveFarcasterProfile }, challenge] = await Promise.all([
        import('@/sources/farcaster/proveFarcasterProfile'),
        context.challenge(),
      ]);
      return proveFarcasterProfile({
        fid: account.accountId,
        store: context.vault.store<FarcasterCredentials>('Farcaster'),
        audience: challenge.audience,
        nonce: challenge.nonce,
      });
    }
    case 'Lens': {
      const [{ proveLensProfile }, endpoints] = await Promise.all([
        import('@/sources/lens/proveLensProfile'),
        context.endpoints(),
      ]);
      return proveLensProfile({
        api: endpoints.lens.api,
        account: account.accountId,
        store: context.vault.store<LensCredentials>('Lens'),
        signal: context.signal,
      });
    }
  }
}
