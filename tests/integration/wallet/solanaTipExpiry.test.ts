import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN, SOLANA_CHAIN_ID } from '@/domain/wallet/walletToken';
import { findSolanaTransfer, prepareSolanaTransfer, waitForSolanaTransfer } from '@/sources/chains';
import { serveApp } from '../../../sandbox/serveApp';
import { seedSolana } from '../../../sandbox/solana/seedSolana';
import { MAX_PROCESSING_AGE, SolanaLedger } from '../../../sandbox/solana/solanaLedger';
import { createSolanaRpcApp } from '../../../sandbox/solana/solanaRpc';

const SLOT_MS = 400;

/**
 * A Solana chain of this file's own (the sandbox's runtime and JSON-RPC)
 * whose clock the test moves, so a blockhash expires without waiting a minute.
 */
let now = Date.now();
let served: { url: string; close(): Promise<void> };
let sender: string;

beforeAll(async () => {
  const ledger = await SolanaLedger.create({ slotMs: SLOT_MS, now: () => now });
  const seeded = await seedSolana(ledger, { wallets: 1 });
  sender = seeded.wallets[0]?.signer.address ?? '';
  served = await serveApp(createSolanaRpcApp(ledger), 0);
});
afterAll(() => served.close());

/** Moves the chain past every blockhash issued so far. */
const expireBlockhashes = () => {
  now += Number(MAX_PROCESSING_AGE + 2n) * SLOT_MS;
};

describe('a Solana tip whose blockhash expired', () => {
  it('is pending while its blockhash is valid, and not_sent once it expired unsent', async () => {
    const prepared = await prepareSolanaTransfer({
      rpcUrl: served.url,
      from: sender,
      token: { family: 'solana', chainId: SOLANA_CHAIN_ID, address: NATIVE_TOKEN },
      recipient: (await generateKeyPairSigner()).address,
      amount: 10_000_000n,
      tipId: 'tip-never-asked',
    });
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(await findSolanaTransfer({ rpcUrl: served.url, prepared: prepared.value })).toEqual({
      ok: true,
      value: { status: 'pending' },
    });
    expireBlockhashes();
    expect(await findSolanaTransfer({ rpcUrl: served.url, prepared: prepared.value })).toEqual({
      ok: true,
      value: { status: 'not_sent' },
    });
  });

  it('stops waiting for a signature that never landed once its blockhash expired', async () => {
    const { value: latest } = await fetch(served.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
    })
      .then((r) => r.json() as Promise<{ result: { value: { lastValidBlockHeight: number } } }>)
      .then((body) => body.result);
    expireBlockhashes();
    // A well-formed signature no transaction has.
    const signature = '5'.repeat(88);
    expect(
      await waitForSolanaTransfer({
        rpcUrl: served.url,
        signature,
        lastValidBlockHeight: latest.lastValidBlockHeight,
        pollingIntervalMs: 10,
      }),
    ).toEqual({ ok: true, value: { status: 'expired', signature } });
  });
});
