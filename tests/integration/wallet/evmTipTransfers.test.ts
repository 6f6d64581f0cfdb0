import { parseEther, parseUnits, type Address } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { NATIVE_TOKEN, type TokenInfo } from '@/domain/wallet/walletToken';
import {
  estimateEvmTransferFee,
  findEvmTransfer,
  lacksGas,
  prepareEvmTransfer,
  readEvmBalances,
  submitEvmTransfer,
  waitForEvmTransfer,
} from '@/sources/chains';
import { sandbox } from '../sandbox/sandboxClient';
import { freshEvmWallet } from './support/freshEvmWallet';

function chainAndTokens() {
  const { evm } = sandbox();
  const chain: EvmChain = {
    chainId: evm.chainId,
    name: 'Sandbox EVM',
    rpc: evm.rpc,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  };
  const token = (address: string, symbol: string, decimals: number): TokenInfo => ({
    family: 'evm',
    chainId: evm.chainId,
    address,
    symbol,
    name: symbol,
    decimals,
  });
  return {
    rpcUrl: evm.rpc,
    chain,
    native: token(NATIVE_TOKEN, 'ETH', 18),
    token18: token(evm.contracts.token18, 'sDAI', 18),
    token6: token(evm.contracts.token6, 'sUSDC', 6),
  };
}

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

async function balancesOf(owner: Address) {
  const { rpcUrl, chain, token18, token6 } = chainAndTokens();
  const read = await readEvmBalances({ rpcUrl, chain, owner, tokens: [token18, token6] });
  if (!read.ok) throw new Error(read.error.message);
  const of = (address: string) =>
    read.value.find((b) => b.address.toLowerCase() === address.toLowerCase())?.balance;
  return { native: of(NATIVE_TOKEN), token18: of(token18.address), token6: of(token6.address) };
}

/** Prepares, asks the wallet, waits: the whole send as the tip machine runs it. */
async function send(
  wallet: Awaited<ReturnType<typeof freshEvmWallet>>,
  token: TokenInfo,
  recipient: Address,
  amount: bigint,
) {
  const { rpcUrl, chain } = chainAndTokens();
  const prepared = await prepareEvmTransfer({
    rpcUrl,
    chainId: chain.chainId,
    from: wallet.address,
    token,
    recipient,
    amount,
  });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const submitted = await submitEvmTransfer({
    provider: wallet.provider,
    prepared: prepared.value,
  });
  return { prepared: prepared.value, submitted };
}

describe('tips on an EVM chain, through the sandbox wallet', () => {
  it('reads the native balance and every token balance in one eth_call', async () => {
    const { rpcUrl, chain, token18, token6 } = chainAndTokens();
    const wallet = await freshEvmWallet({
      ether: parseEther('3'),
      tokens: [
        { address: token18.address as Address, amount: parseUnits('12.5', 18) },
        { address: token6.address as Address, amount: parseUnits('7.25', 6) },
      ],
    });
    const notAToken = { ...token18, address: newAddress(), symbol: 'NOPE' };
    const bodies: string[] = [];
    const counting: typeof fetch = (input, init) => {
      bodies.push(String(init?.body));
      return fetch(input, init);
    };
    const read = await readEvmBalances({
      rpcUrl,
      chain,
      owner: wallet.address,
      tokens: [token18, token6, notAToken],
      fetchFn: counting,
    });
    if (!read.ok) throw new Error(read.error.message);
    // The address that is no token is left out.
    expect(read.value.map((b) => b.symbol)).toEqual(['ETH', 'sDAI', 'sUSDC']);
    expect(read.value.slice(1).map((b) => b.balance)).toEqual([
      parseUnits('12.5', 18),
      parseUnits('7.25', 6),
    ]);
    // Its minting paid gas: what is left of 3 ETH, as the chain says.
    const native = read.value[0]?.balance ?? 0n;
    expect(native).toBe(await wallet.reader.getBalance({ address: wallet.address }));
    expect(native > parseEther('2.9') && native < parseEther('3')).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ method: 'eth_call' });
  });

  it('sends native ETH, confirmed, and the balances say so', async () => {
    const { native } = chainAndTokens();
    const wallet = await freshEvmWallet({ ether: parseEther('1') });
    const recipient = newAddress();
    const { submitted } = await send(wallet, native, recipient, parseEther('0.25'));
    if (!submitted.ok) throw new Error(submitted.error.message);
    const outcome = await waitForEvmTransfer({
      rpcUrl: chainAndTokens().rpcUrl,
      hash: submitted.value,
      pollingIntervalMs: 50,
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { status: 'confirmed', hash: submitted.value },
    });
    expect((await balancesOf(recipient)).native).toBe(parseEther('0.25'));
    expect(wallet.seen.find((r) => r.kind === 'transaction')).toMatchObject({ value: '0.25 ETH' });
  });

  it.each([
    ['6', 'token6', '1.5'],
    ['18', 'token18', '2.000000000000000001'],
  ] as const)('sends an ERC-20 with %s decimals, confirmed', async (_, which, amount) => {
    const token = chainAndTokens()[which];
    const units = parseUnits(amount, token.decimals);
    const wallet = await freshEvmWallet({
      ether: parseEther('1'),
      tokens: [{ address: token.address as Address, amount: units * 2n }],
    });
    const recipient = newAddress();
    const { submitted } = await send(wallet, token, recipient, units);
    if (!submitted.ok) throw new Error(submitted.error.message);
    const outcome = await waitForEvmTransfer({
      rpcUrl: chainAndTokens().rpcUrl,
      hash: submitted.value,
      pollingIntervalMs: 50,
    });
    expect(outcome.ok && outcome.value.status).toBe('confirmed');
    expect((await balancesOf(recipient))[which]).toBe(units);
    expect((await balancesOf(wallet.address))[which]).toBe(units);
  });

  it('a request the person rejects is cancelled, and nothing moves', async () => {
    const { native, rpcUrl } = chainAndTokens();
    const wallet = await freshEvmWallet({
      ether: parseEther('1'),
      answer: (r) => r.kind !== 'transaction',
    });
    const recipient = newAddress();
    const { prepared, submitted } = await send(wallet, native, recipient, parseEther('0.1'));
    expect(submitted).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect((await balancesOf(recipient)).native).toBe(0n);
    expect((await balancesOf(wallet.address)).native).toBe(parseEther('1'));
    expect(await findEvmTransfer({ rpcUrl, prepared })).toEqual({
      ok: true,
      value: { status: 'not_sent' },
    });
  });

  it('finds a transfer whose hash was never logged, confirmed, and sends nothing more', async () => {
    const { token6, rpcUrl } = chainAndTokens();
    const units = parseUnits('3', 6);
    const wallet = await freshEvmWallet({
      ether: parseEther('1'),
      tokens: [{ address: token6.address as Address, amount: units * 3n }],
    });
    const recipient = newAddress();
    const { prepared, submitted } = await send(wallet, token6, recipient, units);
    // The page died here: the hash is known to this test only, not to the tip's log.
    if (!submitted.ok) throw new Error(submitted.error.message);
    await waitForEvmTransfer({ rpcUrl, hash: submitted.value, pollingIntervalMs: 50 });
    const nonceAfter = await wallet.reader.getTransactionCount({ address: wallet.address });

    const found = await findEvmTransfer({ rpcUrl, prepared });
    expect(found).toEqual({
      ok: true,
      value: {
        status: 'found',
        hash: submitted.value,
        outcome: 'confirmed',
        blockNumber: expect.any(Number) as number,
      },
    });
    // Asked again (another return to the page): the same answer, and still one transfer.
    expect(await findEvmTransfer({ rpcUrl, prepared })).toEqual(found);
    expect(await wallet.reader.getTransactionCount({ address: wallet.address })).toBe(nonceAfter);
    expect((await balancesOf(recipient)).token6).toBe(units);
    expect(wallet.seen.filter((r) => r.kind === 'transaction')).toHaveLength(1);
  });

  it('finds the transfer among later transactions of the same sender', async () => {
    const { native, rpcUrl } = chainAndTokens();
    const wallet = await freshEvmWallet({ ether: parseEther('1') });
    const recipient = newAddress();
    const { prepared, submitted } = await send(wallet, native, recipient, 12345n);
    if (!submitted.ok) throw new Error(submitted.error.message);
    for (const value of [1n, 2n, 3n]) {
      const hash = await wallet.local.sendTransaction({ to: newAddress(), value });
      await wallet.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }
    const found = await findEvmTransfer({ rpcUrl, prepared });
    expect(found.ok && found.value).toMatchObject({ status: 'found', hash: submitted.value });
  });

  it('says not_sent when the wallet was never asked', async () => {
    const { token18, rpcUrl } = chainAndTokens();
    const wallet = await freshEvmWallet({
      ether: parseEther('1'),
      tokens: [{ address: token18.address as Address, amount: 10n }],
    });
    const { chain } = chainAndTokens();
    const prepared = await prepareEvmTransfer({
      rpcUrl,
      chainId: chain.chainId,
      from: wallet.address,
      token: token18,
      recipient: newAddress(),
      amount: 5n,
    });
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(await findEvmTransfer({ rpcUrl, prepared: prepared.value })).toEqual({
      ok: true,
      value: { status: 'not_sent' },
    });
  });

  it('says replaced when another transaction took the prepared nonce', async () => {
    const { native, rpcUrl, chain } = chainAndTokens();
    const wallet = await freshEvmWallet({ ether: parseEther('1') });
    const prepared = await prepareEvmTransfer({
      rpcUrl,
      chainId: chain.chainId,
      from: wallet.address,
      token: native,
      recipient: newAddress(),
      amount: parseEther('0.5'),
    });
    if (!prepared.ok) throw new Error(prepared.error.message);
    // Another app used the account before the tip went out.
    const other = await wallet.local.sendTransaction({ to: wallet.address, value: 0n });
    await wallet.reader.waitForTransactionReceipt({ hash: other, pollingInterval: 50 });
    expect(await findEvmTransfer({ rpcUrl, prepared: prepared.value })).toEqual({
      ok: true,
      value: { status: 'replaced', hash: other },
    });
  });

  it('estimates the fee, and says when the native balance cannot pay it', async () => {
    const { native, token6, rpcUrl } = chainAndTokens();
    const wallet = await freshEvmWallet({
      ether: parseEther('1'),
      tokens: [{ address: token6.address as Address, amount: 100n }],
    });
    const recipient = newAddress();
    const ether = await estimateEvmTransferFee({
      rpcUrl,
      from: wallet.address,
      token: native,
      recipient,
      amount: 1n,
    });
    if (!ether.ok) throw new Error(ether.error.message);
    expect(ether.value.gas).toBe(21_000n);
    expect(ether.value.fee).toBe(ether.value.gas * ether.value.feePerGas);
    const usdc = await estimateEvmTransferFee({
      rpcUrl,
      from: wallet.address,
      token: token6,
      recipient,
      amount: 100n,
    });
    expect(usdc.ok && usdc.value.gas > 21_000n).toBe(true);
    // More sUSDC than it holds: the token refuses, so nothing can be estimated.
    const tooMuch = await estimateEvmTransferFee({
      rpcUrl,
      from: wallet.address,
      token: token6,
      recipient,
      amount: 101n,
    });
    expect(tooMuch).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    const fee = ether.value.fee;
    expect(lacksGas({ nativeBalance: fee, fee, token: token6, amount: 100n })).toBe(false);
    expect(lacksGas({ nativeBalance: fee, fee, token: native, amount: 1n })).toBe(true);
  });
});
