import { privateKeyToAccount } from 'viem/accounts';
import type { SandboxManifest } from '../../sandbox/manifest';
import { fetchNetworkEndpoints } from '@/features/accounts/runtime/networkEndpoints';
import { provenSignUp } from './provenSignUp';
import { delegationApi } from '@/features/schedule/runtime/delegationApi';
import { handOverBluesky } from '@/features/schedule/runtime/handOverBluesky';
import { handOverFarcaster } from '@/features/schedule/runtime/handOverFarcaster';
import { handOverLens } from '@/features/schedule/runtime/handOverLens';
import { localWallet } from '@/features/accounts/runtime/localWallet';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { postsWithTag } from './postsWithTag';
import {
  connectXAccount,
  newBskyAccount,
  newFarcasterAccount,
  signInLensAccount,
} from './sandboxAccounts';

/**
 * A Polycast account on the product server at `productUrl`, with one
 * account on each sandbox network delegated to that server the way the app
 * hands them over (issue 7): a new Bluesky and Farcaster account, a seeded
 * Lens account (by its owner wallet's index), a seeded X user signed in
 * through that server.
 */
export async function delegateFourNetworks(
  manifest: SandboxManifest,
  productUrl: string,
  seeded: { xUser: string; lensAccount: string; lensWallet: number },
) {
  const session = (await provenSignUp(manifest, productUrl)).token;
  const api = delegationApi(productUrl, session);
  const endpoints = await fetchNetworkEndpoints(productUrl);
  const connected = (source: ConnectedAccount['source'], id: string, handle: string) =>
    ({ source, accountId: id, handle, displayName: handle, via: 'signIn' }) as const;

  const [bsky, fc, lens, x] = await Promise.all([
    newBskyAccount(manifest),
    newFarcasterAccount(manifest),
    signInLensAccount(manifest, seeded.lensAccount, seeded.lensWallet),
    connectXAccount(manifest, seeded.xUser, productUrl, session),
  ]);
  const lensKey = manifest.evm.accounts[seeded.lensWallet]?.privateKey ?? '';
  const handed = await Promise.all([
    handOverBluesky({
      api,
      account: connected('Bsky', bsky.did, bsky.handle),
      endpoints,
      store: bsky.store,
    }),
    handOverFarcaster({
      api,
      account: connected('Farcaster', String(fc.fid), `t${fc.fid}`),
      endpoints,
      wallet: {
        address: fc.custody.address,
        account: async () => fc.custody,
        signMessage: (text) => fc.custody.signMessage({ message: text }),
      },
    }),
    handOverLens({
      api,
      account: connected('Lens', lens.account, seeded.lensAccount),
      endpoints,
      wallet: localWallet(privateKeyToAccount(lensKey as `0x${string}`).address, lensKey),
    }),
    api.x({ xUserId: x.accountId }),
  ]);
  const refused = handed.flatMap((h) => (h.ok ? [] : [h.message]));
  if (refused.length > 0) throw new Error(`hand-over refused: ${refused.join('; ')}`);
  const targets: PublishTarget[] = [
    { source: 'Bsky', accountId: bsky.did },
    { source: 'Farcaster', accountId: String(fc.fid) },
    { source: 'Twitter', accountId: x.accountId },
    { source: 'Lens', accountId: lens.account },
  ];
  const accounts: Parameters<typeof postsWithTag>[1] = {
    bskyDid: bsky.did,
    fid: fc.fid,
    lens: lens.account,
    x: { ...x, api: productUrl },
  };
  return { session, api, targets, accounts };
}
