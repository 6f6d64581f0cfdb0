import { AtpAgent } from '@atproto/api';
import { randomBytes } from 'node:crypto';
import { getAddress, keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxDemoIdentity } from '../../server/productApi';
import type { LensStore } from '../lens/lensStore';
import type { XState } from '../x/xState';

/** Where a new person gets an account on each network. */
export interface PersonNetworks {
  /** The PDS (Bluesky accounts). */
  pds: string;
  /** The hub (its sandbox registry: fids, custody, names). */
  hub: string;
  lens: LensStore;
  x: XState;
}

/**
 * What a test may ask of a new person: a verified X account (X's longer
 * posts, composer.md §5.2), a protected one (a follow waits for approval).
 */
export interface MintOptions {
  xVerified?: boolean;
  xProtected?: boolean;
}

/**
 * A new person with an account on every network, as the demo person has
 * (but with no history): a Bluesky account and password, a Farcaster fid and
 * name whose custody is a new wallet, a Lens account that wallet owns, an X
 * user. The wallet's key is a sandbox key made now (never a real one). Tests
 * that change what belongs to an account (its password, what it allowed)
 * sign in as one of these, so they never meet another test's account.
 */
export async function mintPerson(
  networks: PersonNetworks,
  serial: number,
  options: MintOptions = {},
): Promise<SandboxDemoIdentity> {
  const tag = `${serial.toString(36)}${randomBytes(3).toString('hex')}`;
  const name = `Tester ${serial}`;
  const handle = `tester_${tag}`;
  const privateKey = generatePrivateKey();
  const wallet = privateKeyToAccount(privateKey);

  const bskyHandle = `${handle.replace(/_/g, '-')}.test`;
  const bskyPassword = `sandbox-${tag}`;
  const agent = new AtpAgent({ service: networks.pds });
  await agent.createAccount({
    handle: bskyHandle,
    password: bskyPassword,
    email: `${handle}@polycast.test`,
  });
  const did = agent.session?.did;
  if (!did) throw new Error(`No Bluesky session for ${bskyHandle}`);

  const fid = 2_000_000 + serial;
  const fname = handle.replace(/_/g, '-');
  const registered = await fetch(`${networks.hub}/v1/sandbox/fids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fid, custody: wallet.address, fname }),
  });
  if (!registered.ok) throw new Error(`The hub refused fid ${fid}: ${registered.status}`);

  const lens = networks.lens.addAccount({
    address: getAddress(keccak256(toHex(`person:${tag}`)).slice(0, 42)),
    owner: wallet.address,
    localName: handle,
    createdAt: new Date().toISOString(),
  });
  const x = networks.x.addUser({
    username: handle.slice(0, 15),
    name,
    verified: options.xVerified ?? false,
    ...(options.xProtected ? { protected: true } : {}),
  });

  return {
    name,
    accounts: [
      { source: 'Farcaster', accountId: String(fid), handle: fname, displayName: name },
      { source: 'Bsky', accountId: did, handle: bskyHandle, displayName: name },
      { source: 'Lens', accountId: lens.address, handle: lens.localName, displayName: name },
      { source: 'Twitter', accountId: x.id, handle: x.username, displayName: name },
    ],
    signIn: { bskyPassword, wallet: { address: wallet.address, privateKey } },
  };
}
