import {
  FarcasterNetwork,
  makeUserDataAdd,
  NobleEd25519Signer,
  UserDataType,
} from '@farcaster/core';
import { createHash } from 'node:crypto';
import { mnemonicToAccount } from 'viem/accounts';
import { addSignerKey, submitMessage } from '../farcaster/hubClient';
import type { RunningX } from '../x/startXApi';

const MNEMONIC = 'test test test test test test test test test test test junk';

/** The shared anonymous accounts (composer.md §1, §3.9): Farcaster and X only. */
export const ANONYMOUS_ACCOUNT = {
  /** Far from the seeded people's fids (1 to 13). */
  fid: 1000,
  fname: 'polycast-anon',
  xUsername: 'polycast_anon',
  name: 'Anonymous',
  bio: 'Posts by Polycast users who chose not to say who they are.',
} as const;

export interface SeededAnonymous {
  farcaster: { fid: number; fname: string; signerPrivateKey: string };
  x: { id: string; username: string };
}

/**
 * Seeds the shared anonymous accounts as the demo person is seeded: on the
 * hub through its own API (fid, custody-signed signer key, profile), on X as
 * a user of the stand-in. Sandbox-only keys, derived from fixed text.
 */
export async function seedAnonymous(hub: string, x: RunningX): Promise<SeededAnonymous> {
  const ensureOk = async (what: string, response: Response) => {
    if (!response.ok)
      throw new Error(`seed anonymous ${what}: ${response.status} ${await response.text()}`);
  };
  const { fid, fname } = ANONYMOUS_ACCOUNT;
  const custody = mnemonicToAccount(MNEMONIC, { addressIndex: 100 });
  const signerKey = createHash('sha256')
    .update('polycast-sandbox-farcaster-signer:anonymous')
    .digest();
  const signer = new NobleEd25519Signer(signerKey);
  await ensureOk(
    'fid',
    await fetch(`${hub}/v1/sandbox/fids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fid, custody: custody.address, fname }),
    }),
  );
  await ensureOk('key', await addSignerKey(hub, fid, custody, custody.address, signer));
  const data = { fid, network: FarcasterNetwork.DEVNET };
  for (const [type, value] of [
    [UserDataType.USERNAME, fname],
    [UserDataType.DISPLAY, ANONYMOUS_ACCOUNT.name],
    [UserDataType.BIO, ANONYMOUS_ACCOUNT.bio],
  ] as const) {
    const message = (await makeUserDataAdd({ type, value }, data, signer))._unsafeUnwrap();
    await ensureOk('profile', await submitMessage(hub, message));
  }

  const user = x.api.state.addUser({
    username: ANONYMOUS_ACCOUNT.xUsername,
    name: ANONYMOUS_ACCOUNT.name,
    verified: false,
    description: ANONYMOUS_ACCOUNT.bio,
  });
  return {
    farcaster: { fid, fname, signerPrivateKey: `0x${signerKey.toString('hex')}` },
    x: { id: user.id, username: user.username },
  };
}
