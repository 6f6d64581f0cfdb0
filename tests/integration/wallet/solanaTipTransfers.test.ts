import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import {
  NATIVE_TOKEN,
  SOLANA_CHAIN_ID,
  type TokenInfo,
  type TokenRef,
} from '@/domain/wallet/walletToken';
import { SANDBOX_SOLANA_CHAIN } from '@/features/wallet/runtime/sandboxWallet/sandboxSolanaWallet';
import {
  findSolanaTransfer,
  prepareSolanaTransfer,
  readSolanaBalances,
  submitSolanaTransfer,
  tipReference,
  waitForSolanaTransfer,
} from '@/sources/chains';
import { sandbox } from '../sandbox/sandboxClient';
import { freshSolanaWallet } from './support/freshSolanaWallet';
import { until } from './support/sandboxWalletPerson';

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;

function solana() {
  const { rpc, mint } = sandbox().solana;
  const usdc: TokenInfo = {
    family: 'solana',
    chainId: SOLANA_CHAIN_ID,
    address: mint,
    symbol: 'sUSDC',
    name: 'Sandbox USD Coin',
    decimals: 6,
  };
  const sol: TokenRef = { family: 'solana', chainId: SOLANA_CHAIN_ID, address: NATIVE_TOKEN };
  return { rpcUrl: rpc, mint, usdc, sol };
}

const newAddress = async () => (await generateKeyPairSigner()).address;
let tips = 0;
const newTipId = () => `tip-${Date.now()}-${++tips}`;

async function balancesOf(owner: string) {
  const { rpcUrl, usdc } = solana();
  const read = await readSolanaBalances({ rpcUrl, owner, known: [usdc] });
  if (!read.ok) throw new Error(read.error.message);
  return {
    sol: read.value.find((b) => b.address === NATIVE_TOKEN)?.balance,
    usdc: read.value.find((b) => b.address === usdc.address)?.balance,
  };
}

/** Prepares and asks the wallet, as the tip machine does. */
async function send(
  wallet: Awaited<ReturnType<typeof freshSolanaWallet>>,
  token: TokenRef,
  recipient: string,
  amount: bigint,
) {
  const { rpcUrl } = solana();
  const prepared = await prepareSolanaTransfer({
    rpcUrl,
    from: wallet.address,
    token,
    recipient,
    amount,
    tipId: newTipId(),
  });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const submitted = await submitSolanaTransfer({
    wallet: wallet.wallet,
    account: wallet.account,
    chain: SANDBOX_SOLANA_CHAIN,
    prepared: prepared.value,
  });
  return { prepared: prepared.value, submitted };
}

async function confirmed(signature: string, lastValidBlockHeight: number) {
  return waitForSolanaTransfer({
    rpcUrl: solana().rpcUrl,
    signature,
    lastValidBlockHeight,
    pollingIntervalMs: 100,
  });
}

describe('tips on Solana, through the sandbox wallet', () => {
  it('reads SOL and every SPL token account, named where the mint is known', async () => {
    const { rpcUrl, mint, usdc } = solana();
    const wallet = await freshSolanaWallet({ rpcUrl, mint, sol: 2n * SOL, tokens: 42n * USDC });
    const named = await readSolanaBalances({ rpcUrl, owner: wallet.address, known: [usdc] });
    expect(named).toEqual({
      ok: true,
      value: [
        expect.objectContaining({
          address: NATIVE_TOKEN,
          symbol: 'SOL',
          decimals: 9,
          balance: 2n * SOL,
        }),
        expect.objectContaining({
          address: mint,
          symbol: 'sUSDC',
          decimals: 6,
          balance: 42n * USDC,
        }),
      ],
    });
    const unknown = await readSolanaBalances({ rpcUrl, owner: wallet.address, known: [] });
    expect(unknown.ok && unknown.value[1]).toMatchObject({
      address: mint,
      symbol: `${mint.slice(0, 4)}…${mint.slice(-4)}`,
      decimals: 6,
      balance: 42n * USDC,
    });
  });

  it('sends SOL, confirmed, carrying the tip reference', async () => {
    const { rpcUrl, mint, sol } = solana();
    const wallet = await freshSolanaWallet({ rpcUrl, mint, sol: 2n * SOL });
    const recipient = await newAddress();
    const { prepared, submitted } = await send(wallet, sol, recipient, SOL / 4n);
    if (!submitted.ok) throw new Error(submitted.error.message);
    const outcome = await confirmed(submitted.value, prepared.lastValidBlockHeight);
    expect(outcome).toMatchObject({
      ok: true,
      value: { status: 'confirmed', signature: submitted.value },
    });
    expect((await balancesOf(recipient)).sol).toBe(SOL / 4n);
    const referenced = await createSolanaRpc(rpcUrl)
      .getSignaturesForAddress(address(prepared.reference))
      .send();
    expect(referenced.map((s) => s.signature)).toEqual([submitted.value]);
    expect(wallet.seen.find((r) => r.kind === 'transaction')).toMatchObject({
      to: recipient,
      value: '0.25 SOL',
    });
  });

  it('sends an SPL token with 6 decimals, to an owner with no token account and then with one', async () => {
    const { rpcUrl, mint, usdc } = solana();
    const wallet = await freshSolanaWallet({ rpcUrl, mint, sol: SOL, tokens: 10n * USDC });
    const recipient = await newAddress();
    for (const amount of [1_500_000n, 2_000_001n]) {
      const { prepared, submitted } = await send(wallet, usdc, recipient, amount);
      if (!submitted.ok) throw new Error(submitted.error.message);
      const outcome = await confirmed(submitted.value, prepared.lastValidBlockHeight);
      expect(outcome.ok && outcome.value.status).toBe('confirmed');
    }
    expect((await balancesOf(recipient)).usdc).toBe(3_500_001n);
    expect((await balancesOf(wallet.address)).usdc).toBe(10n * USDC - 3_500_001n);
  });

  it('a request the person rejects is cancelled, and nothing moves', async () => {
    const { rpcUrl, mint, usdc } = solana();
    const wallet = await freshSolanaWallet({
      rpcUrl,
      mint,
      sol: SOL,
      tokens: 5n * USDC,
      answer: (r) => r.kind !== 'transaction',
    });
    const recipient = await newAddress();
    const { prepared, submitted } = await send(wallet, usdc, recipient, USDC);
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await balancesOf(wallet.address)).toEqual({ sol: SOL, usdc: 5n * USDC });
    expect(await balancesOf(recipient)).toEqual({ sol: 0n, usdc: undefined });
    // Its blockhash could still land it, had it been sent: not yet known to be unsent.
    expect(await findSolanaTransfer({ rpcUrl, prepared })).toEqual({
      ok: true,
      value: { status: 'pending' },
    });
  });

  it('finds a transfer whose signature was never logged, and it moved once', async () => {
    const { rpcUrl, mint, sol } = solana();
    const wallet = await freshSolanaWallet({ rpcUrl, mint, sol: SOL });
    const recipient = await newAddress();
    const { prepared, submitted } = await send(wallet, sol, recipient, SOL / 100n);
    // The page died here: the signature is known to this test only, not to the tip's log.
    if (!submitted.ok) throw new Error(submitted.error.message);
    const found = await until(async () => {
      const answer = await findSolanaTransfer({ rpcUrl, prepared });
      return answer.ok && answer.value.status !== 'pending' ? answer.value : undefined;
    }, 'the transfer found by its reference');
    expect(found).toEqual({
      status: 'found',
      signature: submitted.value,
      outcome: 'confirmed',
      slot: expect.any(Number) as number,
    });
    expect((await balancesOf(recipient)).sol).toBe(SOL / 100n);
    expect(wallet.seen.filter((r) => r.kind === 'transaction')).toHaveLength(1);
  });

  it('derives the same reference for the same tip, and puts it in the transaction', async () => {
    const { rpcUrl, mint, sol } = solana();
    const wallet = await freshSolanaWallet({ rpcUrl, mint, sol: SOL });
    const prepared = await prepareSolanaTransfer({
      rpcUrl,
      from: wallet.address,
      token: sol,
      recipient: await newAddress(),
      amount: 1n,
      tipId: 'tip-fixed-id',
    });
    expect(prepared.ok && prepared.value.reference).toBe(await tipReference('tip-fixed-id'));
  });
});
