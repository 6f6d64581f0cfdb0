import { fetchProofChallenge } from '@/features/accounts/runtime/fetchProofChallenge';
import {
  productAccountApi,
  type ProvenProfile,
} from '@/features/accounts/runtime/productAccountApi';
import type { CredentialStore } from '@/sources/credentialStore';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import { proveBskyProfile } from '@/sources/bsky/proveBskyProfile';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import { proveFarcasterProfile } from '@/sources/farcaster/proveFarcasterProfile';
import type { LensCredentials } from '@/sources/lens/lensSession';
import { proveLensProfile } from '@/sources/lens/proveLensProfile';
import type { SandboxManifest } from '../../sandbox/manifest';
import { newFarcasterAccount, value } from './sandboxAccounts';

/** A Farcaster account's proof for the product server at `productUrl`, made as the app makes it. */
export async function farcasterProof(
  productUrl: string,
  fid: number,
  store: CredentialStore<FarcasterCredentials>,
  handle = `t${fid}`,
): Promise<ProvenProfile> {
  const challenge = await fetchProofChallenge(productUrl);
  const proof = value(
    await proveFarcasterProfile({
      fid: String(fid),
      store,
      audience: challenge.audience,
      nonce: challenge.nonce,
    }),
  );
  return {
    profile: { source: 'Farcaster', profileId: String(fid), handle, displayName: handle },
    proof,
  };
}

/** A Bluesky account's proof, made with its PDS session as the app makes it. */
export async function bskyProof(
  productUrl: string,
  sandbox: SandboxManifest,
  account: { did: string; handle: string; store: CredentialStore<BskyStoredSession> },
): Promise<ProvenProfile> {
  const challenge = await fetchProofChallenge(productUrl);
  const proof = value(
    await proveBskyProfile({
      service: sandbox.bsky.pds,
      did: account.did,
      store: account.store,
      audience: challenge.audience,
      signal: AbortSignal.timeout(15_000),
    }),
  );
  return {
    profile: {
      source: 'Bsky',
      profileId: account.did,
      handle: account.handle,
      displayName: account.handle,
    },
    proof,
  };
}

/** A Lens account's proof: its session's ID token, as the app sends it. */
export async function lensProof(
  sandbox: SandboxManifest,
  account: { address: string; handle: string; store: CredentialStore<LensCredentials> },
): Promise<ProvenProfile> {
  const proof = value(
    await proveLensProfile({
      api: sandbox.lens?.api ?? '',
      account: account.address,
      store: account.store,
      signal: AbortSignal.timeout(15_000),
    }),
  );
  return {
    profile: {
      source: 'Lens',
      profileId: account.address,
      handle: account.handle,
      displayName: account.handle,
    },
    proof,
  };
}

/**
 * A new Polycast account on the product server at `productUrl`, signed up as
 * the app signs up: a Farcaster account in the sandbox (an fid with a
 * custody-approved signer key; a new one unless given) proves itself.
 * Answers the session and the account.
 */
export async function provenSignUp(
  sandbox: SandboxManifest,
  productUrl: string,
  existing?: Awaited<ReturnType<typeof newFarcasterAccount>>,
) {
  const farcaster = existing ?? (await newFarcasterAccount(sandbox));
  const proven = await farcasterProof(productUrl, farcaster.fid, farcaster.store);
  const signedUp = await productAccountApi(productUrl).signUp([proven]);
  if (!signedUp.ok) throw new Error(`sign-up refused: ${signedUp.message}`);
  return {
    token: signedUp.sessionToken,
    accountId: signedUp.accountId,
    profile: proven.profile,
    farcaster,
  };
}
