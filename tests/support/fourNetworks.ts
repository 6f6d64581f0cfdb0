import type { SandboxManifest } from '../../sandbox/manifest';
import type { PostSource } from '@/domain/networks';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { Source } from '@/sources/source';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
} from './sandboxAccounts';

/**
 * One account on each sandbox network with its adapter: a new Bluesky and
 * Farcaster account, a seeded X user, a seeded Lens account (by its owner
 * wallet's index among the dev accounts).
 */
export async function fourNetworks(
  manifest: SandboxManifest,
  seeded: { xUser: string; lensAccount: string; lensWallet: number },
) {
  const [bsky, farcaster, x, lens] = await Promise.all([
    newBskyAccount(manifest),
    newFarcasterAccount(manifest),
    connectXAccount(manifest, seeded.xUser),
    signInLensAccount(manifest, seeded.lensAccount, seeded.lensWallet),
  ]);
  const sources: Record<PostSource, Source> = {
    Bsky: bsky.source,
    Farcaster: farcaster.source,
    Twitter: x.source,
    Lens: lens.source,
  };
  const targets: PublishTarget[] = [
    { source: 'Bsky', accountId: bsky.did },
    { source: 'Farcaster', accountId: String(farcaster.fid) },
    { source: 'Twitter', accountId: x.accountId },
    { source: 'Lens', accountId: lens.account },
  ];
  return { bsky, farcaster, x, lens, sources, targets };
}
