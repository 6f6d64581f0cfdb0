import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { ensureChainWith } from './ensureChain';
import { createApprovals, type ApprovalRequest } from './sandboxWallet/approvals';
import { createSandboxEvmProvider } from './sandboxWallet/sandboxEvmProvider';

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const CHAINS: EvmChain[] = [
  { chainId: 31337, name: 'Sandbox EVM', rpc: 'http://127.0.0.1:1', nativeCurrency: ether },
  { chainId: 31338, name: 'Sandbox EVM 2', rpc: 'http://127.0.0.1:2', nativeCurrency: ether },
];
// anvil's first dev key: a well-known test key, never real money.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);

/** The sandbox wallet (knowing only its first chain), answering each request as `answer` says. */
function sandboxWallet(answer: (request: ApprovalRequest) => boolean) {
  const approvals = createApprovals();
  const asked: ApprovalRequest[] = [];
  approvals.subscribe(() => {
    const first = approvals.pending()[0];
    if (!first) return;
    asked.push(first.request);
    approvals.answer(first.id, answer(first.request));
  });
  const store = new Map<string, string>();
  const provider = createSandboxEvmProvider({
    account,
    chains: CHAINS,
    approvals,
    origin: 'http://app.test',
    permissions: {
      get: (k) => store.get(k) ?? null,
      set: (k, v) => void store.set(k, v),
      remove: (k) => void store.delete(k),
    },
  });
  return { provider, asked };
}

describe('ensureChain (wallet.md §6: switch before a chain-gated action)', () => {
  it('asks nothing when the wallet is on the chain already', async () => {
    const { provider, asked } = sandboxWallet(() => true);
    expect(await ensureChainWith(provider, 31337, CHAINS)).toEqual({ ok: true, chainId: 31337 });
    expect(asked).toEqual([]);
  });

  it('adds the chain when the wallet does not know it (4902), then is on it', async () => {
    const { provider, asked } = sandboxWallet(() => true);
    expect(await ensureChainWith(provider, 31338, CHAINS)).toEqual({ ok: true, chainId: 31338 });
    expect(asked.map((r) => r.kind === 'switchChain' && r.add)).toEqual([true]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    // Known now: going back is a plain switch.
    expect(await ensureChainWith(provider, 31337, CHAINS)).toEqual({ ok: true, chainId: 31337 });
    expect(asked.map((r) => r.kind === 'switchChain' && r.add)).toEqual([true, false]);
  });

  it('says the person kept the wallet where it was when they reject', async () => {
    const { provider } = sandboxWallet(() => false);
    const result = await ensureChainWith(provider, 31338, CHAINS);
    expect(result).toMatchObject({ ok: false, reason: 'rejected' });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('cannot add a chain the app does not know', async () => {
    const { provider } = sandboxWallet(() => true);
    expect(await ensureChainWith(provider, 999, CHAINS)).toMatchObject({
      ok: false,
      reason: 'unknownChain',
    });
  });

  it('reads 4902 wrapped in an internal error, as some wallets send it', async () => {
    const calls: string[] = [];
    let chain = '0x1';
    const wrapping = {
      request({ method, params }: { method: string; params?: unknown }) {
        calls.push(method);
        if (method === 'eth_chainId') return Promise.resolve(chain);
        if (method === 'wallet_switchEthereumChain' && chain === '0x1')
          return Promise.reject({ code: -32603, data: { originalError: { code: 4902 } } });
        if (method === 'wallet_addEthereumChain') {
          chain = (params as { chainId: string }[])[0]?.chainId ?? chain;
          return Promise.resolve(null);
        }
        return Promise.resolve(null);
      },
    };
    expect(await ensureChainWith(wrapping, 31338, CHAINS)).toEqual({ ok: true, chainId: 31338 });
    expect(calls).toEqual([
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ]);
  });
});
