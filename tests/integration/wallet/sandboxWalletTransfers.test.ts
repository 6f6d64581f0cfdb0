import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Signature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from '@solana/wallet-standard-features';
import type { StandardConnectFeature } from '@wallet-standard/features';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '@/features/wallet/runtime/sandboxWallet/approvals';
import { createSandboxEvmProvider } from '@/features/wallet/runtime/sandboxWallet/sandboxEvmProvider';
import {
  createSandboxSolanaWallet,
  SANDBOX_SOLANA_CHAIN,
  signatureText,
} from '@/features/wallet/runtime/sandboxWallet/sandboxSolanaWallet';
import type { Hex } from 'viem';
import { sandbox } from '../sandbox/sandboxClient';
import { memoryPermissions, ORIGIN, person, until } from './support/sandboxWalletPerson';

function evmWallet(answer: (request: ApprovalRequest) => boolean) {
  const manifest = sandbox();
  // The last dev account: other tests send from the first ones.
  const key = manifest.evm.accounts.at(-1);
  if (!key) throw new Error('no funded account');
  const { approvals, seen } = person(answer);
  const provider = createSandboxEvmProvider({
    account: privateKeyToAccount(key.privateKey as Hex),
    chains: [
      {
        chainId: manifest.evm.chainId,
        name: 'Sandbox EVM',
        rpc: manifest.evm.rpc,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    approvals,
    origin: ORIGIN,
    permissions: memoryPermissions(),
  });
  return { provider, seen, from: key.address };
}

describe('the sandbox wallet on the sandbox chains', () => {
  it('sends a native transfer on anvil through EIP-1193, once approved', async () => {
    const { provider, seen, from } = evmWallet(() => true);
    const to = privateKeyToAccount(`0x${'1'.padStart(64, '0')}` as Hex).address;
    const before = BigInt(
      (await provider.request({ method: 'eth_getBalance', params: [to, 'latest'] })) as string,
    );
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([from]);
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x2386f26fc10000' }], // 0.01 ETH
    })) as string;
    const receipt = await until(
      () =>
        provider.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<{
          status: string;
        } | null>,
      'a receipt',
    );
    expect(receipt.status).toBe('0x1');
    const after = BigInt(
      (await provider.request({ method: 'eth_getBalance', params: [to, 'latest'] })) as string,
    );
    expect(after - before).toBe(10_000_000_000_000_000n);
    const shown = seen.find((r) => r.kind === 'transaction');
    expect(shown).toMatchObject({
      kind: 'transaction',
      origin: ORIGIN,
      account: from,
      to,
      value: '0.01 ETH',
      method: 'Transfer',
      dataSize: 0,
    });
    expect(shown?.kind === 'transaction' && shown.fee).toMatch(/^0\.\d+ ETH$/);
  });

  it('sends nothing when the person rejects: EIP-1193 error 4001', async () => {
    const { provider, from } = evmWallet((r) => r.kind !== 'transaction');
    await provider.request({ method: 'eth_requestAccounts' });
    const nonce = await provider.request({
      method: 'eth_getTransactionCount',
      params: [from, 'pending'],
    });
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: from, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(
      await provider.request({ method: 'eth_getTransactionCount', params: [from, 'pending'] }),
    ).toBe(nonce);
  });

  it('signs and sends a SOL transfer on the sandbox Solana chain through the Wallet Standard', async () => {
    const manifest = sandbox();
    const key = manifest.solana.accounts.at(-1);
    if (!key) throw new Error('no funded Solana wallet');
    const { approvals, seen } = person(() => true);
    const wallet = await createSandboxSolanaWallet({
      secretKey: key.secretKey,
      rpc: manifest.solana.rpc,
      approvals,
      origin: ORIGIN,
      permissions: memoryPermissions(),
      name: 'Sandbox Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    const features = wallet.features as StandardConnectFeature &
      SolanaSignAndSendTransactionFeature &
      SolanaSignMessageFeature;
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(0);
    const { accounts } = await features['standard:connect'].connect();
    const account = accounts[0];
    expect(account?.address).toBe(key.address);
    if (!account) return;

    const rpc = createSolanaRpc(manifest.solana.rpc);
    const recipient = (await generateKeyPairSigner()).address;
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const payer = createNoopSigner(address(key.address));
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: payer,
              destination: recipient,
              amount: lamports(5_000_000n),
            }),
          ],
          m,
        ),
    );
    const bytes = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
    const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: SANDBOX_SOLANA_CHAIN,
      transaction: bytes,
    });
    if (!sent) throw new Error('no signature');
    const signature = signatureText(sent.signature) as Signature;
    await until(async () => {
      const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
      return status && status.confirmationStatus !== 'processed' ? status : undefined;
    }, 'a confirmed transfer');
    expect((await rpc.getBalance(recipient).send()).value).toBe(5_000_000n);
    expect(seen.find((r) => r.kind === 'transaction')).toMatchObject({
      family: 'solana',
      account: key.address,
      to: recipient,
      value: '0.005 SOL',
      method: 'System transfer',
      signOnly: false,
    });
  });
});
