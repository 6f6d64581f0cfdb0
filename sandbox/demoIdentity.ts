import type { SandboxDemoIdentity } from '../server/productApi';
import type { SandboxManifest } from './manifest';
import { DEMO_PERSON } from './seed/people';

/** The demo person's public identity on every network, from the manifest. */
export function demoIdentity(
  manifest: SandboxManifest | undefined,
): SandboxDemoIdentity | undefined {
  const demo = manifest?.demo;
  if (!demo) return undefined;
  const name = DEMO_PERSON.name;
  const accounts: SandboxDemoIdentity['accounts'] = [
    {
      source: 'Farcaster',
      accountId: String(demo.farcaster.fid),
      handle: demo.farcaster.fname,
      displayName: name,
    },
    { source: 'Bsky', accountId: demo.bsky.did, handle: demo.bsky.handle, displayName: name },
    ...(demo.lens
      ? [
          {
            source: 'Lens' as const,
            accountId: demo.lens.account,
            handle: demo.lens.localName,
            displayName: name,
          },
        ]
      : []),
    ...(demo.x
      ? [
          {
            source: 'Twitter' as const,
            accountId: demo.x.id,
            handle: demo.x.username,
            displayName: name,
          },
        ]
      : []),
  ];
  const wallet = manifest.evm.accounts.find(
    (a) => a.address.toLowerCase() === demo.evmAccount.toLowerCase(),
  );
  if (!wallet) return undefined;
  return { name, accounts, signIn: { bskyPassword: demo.bsky.password, wallet } };
}
