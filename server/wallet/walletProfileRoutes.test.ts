import { hexStringToBytes } from '@farcaster/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { addSignerKey } from '../../sandbox/farcaster/hubClient';
import { startFarcasterHub } from '../../sandbox/farcaster/startFarcasterHub';
import { seedVerifications } from '../../sandbox/seed/seedVerifications';
import { walletKey } from '../../sandbox/solana/sandboxKeys';
import { NativeEd25519Signer } from '../delegation/nativeEd25519Signer';
import { createWalletProfileRoutes } from './walletProfileRoutes';

/** anvil's dev keys 4 and 5 (public test keys): a custody and a verified wallet. */
const CUSTODY = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
);
const WALLET_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
const SIGNER_KEY = `0x${'33'.repeat(32)}`;
const FID = 9;

let hub: Awaited<ReturnType<typeof startFarcasterHub>>;
beforeAll(async () => {
  hub = await startFarcasterHub();
  // Another fid first, so the walk over `/v1/fids` passes one that holds nothing.
  for (const [fid, custody] of [
    [3, '0x0000000000000000000000000000000000000003'],
    [FID, CUSTODY.address],
  ] as const) {
    await fetch(`${hub.url}/v1/sandbox/fids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fid, custody }),
    });
  }
  const signer = new NativeEd25519Signer(hexStringToBytes(SIGNER_KEY)._unsafeUnwrap());
  expect((await addSignerKey(hub.url, FID, CUSTODY, CUSTODY.address, signer)).ok).toBe(true);
  const solana = await walletKey(9);
  await seedVerifications(
    hub.url,
    [{ fid: FID, fname: 'nine', signerPrivateKey: SIGNER_KEY }],
    [{ person: 0, evmAccount: 0, solanaAccount: 0 }],
    {
      evm: [{ address: privateKeyToAccount(WALLET_KEY).address, privateKey: WALLET_KEY }],
      solana: [{ address: solana.signer.address, secretKey: solana.secretKey }],
    },
  );
});
afterAll(() => hub.close());

const routes = (hubUrl = hub.url) =>
  createWalletProfileRoutes({
    networks: () => ({ farcaster: { hub: hubUrl }, evm: [], tokens: [] }),
  });

async function profilesOf(address: string, app = routes()) {
  const answer = await app.request(`http://server.test/${address}/profiles`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { profiles: { id: string; relation: string }[] }).profiles;
}

describe('GET /v1/wallets/{address}/profiles: who holds an address', () => {
  it('finds the fid that verified an EVM address, whatever its case', async () => {
    const wallet = privateKeyToAccount(WALLET_KEY).address;
    expect(await profilesOf(wallet.toLowerCase())).toEqual([
      { source: 'Farcaster', id: String(FID), relation: 'verified' },
    ]);
  });

  it('finds the fid that verified a Solana address, and the fid whose custody an address is', async () => {
    const solana = await walletKey(9);
    expect(await profilesOf(solana.signer.address)).toMatchObject([
      { id: String(FID), relation: 'verified' },
    ]);
    expect(await profilesOf(CUSTODY.address)).toMatchObject([
      { id: String(FID), relation: 'custody' },
    ]);
  });

  it('names nobody for an address no one holds, and refuses what is no address', async () => {
    expect(await profilesOf('0x000000000000000000000000000000000000dEaD')).toEqual([]);
    expect((await routes().request('http://server.test/not-an-address/profiles')).status).toBe(400);
  });

  it('answers 502 when the hub cannot be reached', async () => {
    const answer = await routes('http://127.0.0.1:1').request(
      `http://server.test/${CUSTODY.address}/profiles`,
    );
    expect(answer.status).toBe(502);
  });
});
