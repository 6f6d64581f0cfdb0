import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  parseGwei,
  type Address,
  type Hash,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN } from '@/domain/wallet/walletToken';
import { findEvmTransfer, prepareEvmTransfer, waitForEvmTransfer } from '@/sources/chains';
import { DEPLOYER_KEY, sandboxChain } from '../../../sandbox/evm/deployContracts';
import { startAnvil, type RunningAnvil } from '../../../sandbox/evm/startAnvil';

/**
 * An anvil of this file's own that mines only when told, so a transfer can
 * wait in the mempool and be replaced there (the shared sandbox chains mine
 * every transaction at once, and other files send on them).
 */
const CHAIN_ID = 31_999;
let anvil: RunningAnvil;

const rpc = (method: string, params: unknown[] = []) =>
  fetch(anvil.rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).then((r) => r.json());

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
  await rpc('evm_setAutomine', [false]);
}, 20_000);
afterAll(() => anvil.stop());

function sender() {
  const chain = sandboxChain(CHAIN_ID, anvil.rpc);
  const account = privateKeyToAccount(DEPLOYER_KEY);
  return {
    account,
    wallet: createWalletClient({ account, chain, transport: http(anvil.rpc) }),
    reader: createPublicClient({ chain, transport: http(anvil.rpc) }),
  };
}

async function preparedNative(amount: bigint) {
  const prepared = await prepareEvmTransfer({
    rpcUrl: anvil.rpc,
    chainId: CHAIN_ID,
    from: sender().account.address,
    token: { family: 'evm', chainId: CHAIN_ID, address: NATIVE_TOKEN },
    recipient: privateKeyToAccount(generatePrivateKey()).address,
    amount,
  });
  if (!prepared.ok) throw new Error(prepared.error.message);
  return prepared.value;
}

/** Sends the prepared call (as the wallet would) at a given fee, waiting in the mempool. */
async function sendAt(
  call: { to: string; value: string; nonce: number },
  maxFeePerGas: bigint,
): Promise<Hash> {
  return sender().wallet.sendTransaction({
    to: call.to as Address,
    value: BigInt(call.value),
    nonce: call.nonce,
    maxFeePerGas,
    maxPriorityFeePerGas: maxFeePerGas,
  });
}

/** Starts waiting for `hash`, lets viem see it pending, then runs `meanwhile` and mines. */
async function waitWhile(hash: Hash, meanwhile: () => Promise<unknown>) {
  let seenPending: () => void = () => undefined;
  const pendingSeen = new Promise<void>((resolve) => (seenPending = resolve));
  // viem tells a replacement only for a transaction it has seen: wait until it has read it.
  const watching: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    if (String(init?.body).includes('eth_getTransactionByHash')) seenPending();
    return answer;
  };
  const outcome = waitForEvmTransfer({
    rpcUrl: anvil.rpc,
    hash,
    pollingIntervalMs: 50,
    fetchFn: watching,
  });
  await pendingSeen;
  await meanwhile();
  await rpc('evm_mine');
  return outcome;
}

describe('an EVM tip that waits in the mempool', () => {
  it('is pending while it waits, then found once mined', async () => {
    const prepared = await preparedNative(parseEther('0.01'));
    const hash = await sendAt(prepared, parseGwei('10'));
    expect(await findEvmTransfer({ rpcUrl: anvil.rpc, prepared })).toEqual({
      ok: true,
      value: { status: 'pending' },
    });
    await rpc('evm_mine');
    const found = await findEvmTransfer({ rpcUrl: anvil.rpc, prepared });
    expect(found.ok && found.value).toMatchObject({ status: 'found', hash, outcome: 'confirmed' });
  });

  it('is replaced when another transaction takes its nonce before it is mined', async () => {
    const prepared = await preparedNative(parseEther('0.02'));
    const hash = await sendAt(prepared, parseGwei('10'));
    let replacement: Hash | undefined;
    const outcome = await waitWhile(hash, async () => {
      // The wallet's "cancel": the same nonce, to itself, at a higher fee.
      replacement = await sendAt(
        { to: prepared.from, value: '0', nonce: prepared.nonce },
        parseGwei('30'),
      );
    });
    expect(outcome).toEqual({
      ok: true,
      value: { status: 'replaced', hash, replacement },
    });
    expect(await findEvmTransfer({ rpcUrl: anvil.rpc, prepared })).toEqual({
      ok: true,
      value: { status: 'replaced', hash: replacement },
    });
  });

  it('counts a sped-up copy (same call, higher fee) as the transfer itself', async () => {
    const prepared = await preparedNative(parseEther('0.03'));
    const hash = await sendAt(prepared, parseGwei('10'));
    let spedUp: Hash | undefined;
    const outcome = await waitWhile(hash, async () => {
      spedUp = await sendAt(prepared, parseGwei('30'));
    });
    expect(outcome.ok && outcome.value).toMatchObject({ status: 'confirmed', hash: spedUp });
    const found = await findEvmTransfer({ rpcUrl: anvil.rpc, prepared });
    expect(found.ok && found.value).toMatchObject({ status: 'found', hash: spedUp });
  });
});
