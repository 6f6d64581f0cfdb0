import { describe, expect, it } from 'vitest';
import { verifyMessage, verifyTypedData, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createApprovals, type ApprovalRequest } from './approvals';
import { createSandboxEvmProvider } from './sandboxEvmProvider';

// anvil's first dev key: a well-known test key, never real money.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

function wallet(answer: boolean) {
  const approvals = createApprovals();
  const asked: ApprovalRequest[] = [];
  approvals.subscribe(() => {
    const first = approvals.pending()[0];
    if (!first) return;
    asked.push(first.request);
    approvals.answer(first.id, first.request.kind === 'connect' || answer);
  });
  const store = new Map<string, string>();
  const provider = createSandboxEvmProvider({
    account,
    chains: [
      { chainId: 31337, name: 'Sandbox EVM', rpc: 'http://127.0.0.1:1', nativeCurrency: ether },
    ],
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

const typedData = {
  domain: { name: 'Farcaster KeyGateway', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Add: [
      { name: 'owner', type: 'address' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'Add',
  message: { owner: account.address, nonce: '7' },
} as const;

describe('the sandbox wallet signs what the person approved, and only that', () => {
  it('answers no account before the site is connected, and refuses to sign for it', async () => {
    const { provider } = wallet(true);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', account.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('personal_sign: shows the text, signs with the account', async () => {
    const { provider, asked } = wallet(true);
    await provider.request({ method: 'eth_requestAccounts' });
    const message = 'Sign in to Polycast\nNonce: 42';
    const hex = `0x${Buffer.from(message, 'utf8').toString('hex')}` as Hex;
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [hex, account.address],
    })) as Hex;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    expect(asked.at(-1)).toMatchObject({
      kind: 'message',
      text: message,
      account: account.address,
    });
  });

  it('eth_signTypedData_v4: shows type, domain and message, signs EIP-712', async () => {
    const { provider, asked } = wallet(true);
    await provider.request({ method: 'eth_requestAccounts' });
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _domain, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: account.address,
        domain: typedData.domain,
        types,
        primaryType: 'Add',
        message: { owner: account.address, nonce: 7n },
        signature,
      }),
    ).toBe(true);
    expect(asked.at(-1)).toMatchObject({
      kind: 'typedData',
      primaryType: 'Add',
      domain: 'Farcaster KeyGateway',
      chainId: 31337,
    });
  });

  it('a rejected signature is EIP-1193 error 4001', async () => {
    const { provider } = wallet(false);
    await provider.request({ method: 'eth_requestAccounts' });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x6869', account.address] }),
    ).rejects.toMatchObject({ code: 4001 });
    await expect(
      provider.request({ method: 'eth_sign', params: [account.address, '0x6869'] }),
    ).rejects.toMatchObject({ code: 4200 });
  });
});
