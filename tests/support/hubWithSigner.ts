import { hexStringToBytes } from '@farcaster/core';
import type { PrivateKeyAccount } from 'viem/accounts';
import { NativeEd25519Signer } from '../../server/delegation/nativeEd25519Signer';
import { addSignerKey } from '../../sandbox/farcaster/hubClient';
import { startFarcasterHub } from '../../sandbox/farcaster/startFarcasterHub';

/**
 * A sandbox hub of its own with one person on it: `fid` registered to
 * `custody`, and the app key `signerKey` added by the custody's signature,
 * so the test can sign messages as that fid. Close the hub when done.
 */
export async function hubWithSigner(options: {
  fid: number;
  custody: PrivateKeyAccount;
  signerKey: `0x${string}`;
}) {
  const hub = await startFarcasterHub();
  const registered = await fetch(`${hub.url}/v1/sandbox/fids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fid: options.fid, custody: options.custody.address }),
  });
  if (!registered.ok) throw new Error(`the hub did not register fid ${options.fid}`);
  const signer = new NativeEd25519Signer(hexStringToBytes(options.signerKey)._unsafeUnwrap());
  const added = await addSignerKey(
    hub.url,
    options.fid,
    options.custody,
    options.custody.address,
    signer,
  );
  if (!added.ok) throw new Error(`the hub refused fid ${options.fid}'s app key`);
  return { hub, signer };
}
