import {
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  getAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { address, createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletActivity } from '@/domain/wallet/walletActivity';
import { NATIVE_TOKEN, type TokenInfo } from '@/domain/wallet/walletToken';
import {
  readEvmActivity,
  readEvmBalances,
  readEvmNfts,
  readSolanaActivity,
} from '@/sources/chains';
import { sandboxChain } from '../../../sandbox/evm/deployContracts';
import { sandbox } from '../sandbox/sandboxClient';
import { setEvmBalance } from './support/freshEvmWallet';

const abi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function mint(address to) returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function totalSupply() view returns (uint256)',
]);

/** A key of its own (no other test moves its nonce), funded through anvil. */
async function freshKey() {
  const { evm } = sandbox();
  const account = privateKeyToAccount(generatePrivateKey());
  await setEvmBalance(evm.rpc, account.address, parseEther('1'));
  const chain = sandboxChain(evm.chainId, evm.rpc);
  return {
    address: account.address,
    wallet: createWalletClient({ account, chain, transport: http(evm.rpc) }),
  };
}

const reader = () => createPublicClient({ transport: http(sandbox().evm.rpc) });
const mined = (hash: Hex) => reader().waitForTransactionReceipt({ hash, pollingInterval: 20 });

let sender: Awaited<ReturnType<typeof freshKey>>;
let holder: Awaited<ReturnType<typeof freshKey>>;
const hashes: Record<string, Hex> = {};
let keptNft: bigint;
let givenNft: bigint;

beforeAll(async () => {
  const { evm } = sandbox();
  [sender, holder] = await Promise.all([freshKey(), freshKey()]);
  const nft = getAddress(evm.contracts.nft);
  const send = async (name: string, write: () => Promise<Hex>) => {
    hashes[name] = await write();
    await mined(hashes[name]);
  };
  await send('mintToken', () =>
    sender.wallet.writeContract({
      address: getAddress(evm.contracts.token6),
      abi,
      functionName: 'mint',
      args: [sender.address, parseUnits('100', 6)],
    }),
  );
  await send('eth', () =>
    sender.wallet.sendTransaction({ to: holder.address, value: parseEther('0.25') }),
  );
  await send('token', () =>
    sender.wallet.writeContract({
      address: getAddress(evm.contracts.token6),
      abi,
      functionName: 'transfer',
      args: [holder.address, parseUnits('7', 6)],
    }),
  );
  for (const name of ['nft1', 'nft2'])
    await send(name, () =>
      sender.wallet.writeContract({
        address: nft,
        abi,
        functionName: 'mint',
        args: [holder.address],
      }),
    );
  const supply = await reader().readContract({ address: nft, abi, functionName: 'totalSupply' });
  keptNft = supply - 1n;
  givenNft = supply;
  // The second one goes on to the sender: the holder keeps only the first.
  await send('giveNft', () =>
    holder.wallet.writeContract({
      address: nft,
      abi,
      functionName: 'transferFrom',
      args: [holder.address, sender.address, givenNft],
    }),
  );
});

const evmChain = () => {
  const { evm } = sandbox();
  return {
    chainId: evm.chainId,
    name: 'Sandbox EVM',
    rpc: evm.rpc,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  };
};

describe('wallet profile chain reads against the sandbox', () => {
  it('reads the holder’s balances: the coin it was sent and the token', async () => {
    const { evm } = sandbox();
    const token6: TokenInfo = {
      family: 'evm',
      chainId: evm.chainId,
      address: getAddress(evm.contracts.token6),
      symbol: 'sUSDC',
      name: 'sUSDC',
      decimals: 6,
    };
    const read = await readEvmBalances({
      rpcUrl: evm.rpc,
      chain: evmChain(),
      owner: holder.address,
      tokens: [token6],
    });
    if (!read.ok) throw new Error(read.error.message);
    const token = read.value.find((b) => b.address === getAddress(evm.contracts.token6));
    expect(token?.balance).toBe(parseUnits('7', 6));
    // 1 ETH + 0.25 received, less the gas of the NFT it gave away.
    const native = read.value.find((b) => b.address === NATIVE_TOKEN)?.balance ?? 0n;
    expect(native > parseEther('1.2') && native < parseEther('1.25')).toBe(true);
  });

  it('lists the NFT the holder kept, with its collection, not the one it gave away', async () => {
    const { evm } = sandbox();
    const read = await readEvmNfts({
      rpcUrl: evm.rpc,
      chainId: evm.chainId,
      owner: holder.address,
    });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value).toEqual([
      {
        chainId: evm.chainId,
        contract: getAddress(evm.contracts.nft),
        tokenId: keptNft,
        collection: 'Polycast Collectibles',
      },
    ]);
    const senders = await readEvmNfts({
      rpcUrl: evm.rpc,
      chainId: evm.chainId,
      owner: sender.address,
    });
    expect(senders.ok && senders.value.map((n) => n.tokenId)).toEqual([givenNft]);
  });

  it('lists the coin and the token received, from the sender, newest first, with their hashes', async () => {
    const { evm } = sandbox();
    const read = await readEvmActivity({
      rpcUrl: evm.rpc,
      chainId: evm.chainId,
      owner: holder.address,
    });
    if (!read.ok) throw new Error(read.error.message);
    const rows = walletActivity(holder.address, read.value).map((r) => ({
      hash: r.hash,
      direction: r.direction,
      counterparty: r.counterparty,
      token: r.token,
      amount: r.amount,
    }));
    expect(rows).toContainEqual({
      hash: hashes.eth,
      direction: 'received',
      counterparty: sender.address,
      token: NATIVE_TOKEN,
      amount: parseEther('0.25'),
    });
    expect(rows).toContainEqual({
      hash: hashes.token,
      direction: 'received',
      counterparty: sender.address,
      token: getAddress(evm.contracts.token6),
      amount: parseUnits('7', 6),
    });
    // NFT transfers are not amounts: the NFT it gave away shows as a zero-coin call, not a token.
    expect(rows.find((r) => r.hash === hashes.giveNft)).toMatchObject({
      direction: 'sent',
      token: NATIVE_TOKEN,
      amount: 0n,
    });
    expect(rows.findIndex((r) => r.hash === hashes.token)).toBeLessThan(
      rows.findIndex((r) => r.hash === hashes.eth),
    );

    const sent = await readEvmActivity({
      rpcUrl: evm.rpc,
      chainId: evm.chainId,
      owner: sender.address,
    });
    if (!sent.ok) throw new Error(sent.error.message);
    const sentRows = walletActivity(sender.address, sent.value);
    expect(sentRows.find((r) => r.hash === hashes.token)).toMatchObject({
      direction: 'sent',
      counterparty: holder.address,
    });
    // The token transfer is one row (its Transfer log), not also a zero-coin call.
    expect(sentRows.filter((r) => r.hash === hashes.token)).toHaveLength(1);
  });

  it('lists a Solana airdrop the address received, read through signatures and transactions', async () => {
    const { solana } = sandbox();
    const owner = (await generateKeyPairSigner()).address;
    const rpc = createSolanaRpc(solana.rpc);
    const signature = await rpc
      .requestAirdrop(address(owner), lamports(1_500_000_000n), { commitment: 'confirmed' })
      .send();
    let found: Awaited<ReturnType<typeof readSolanaActivity>> | undefined;
    // The airdrop is visible once confirmed; the sandbox confirms within a few slots.
    for (let i = 0; i < 50; i++) {
      found = await readSolanaActivity({ rpcUrl: solana.rpc, owner });
      if (found.ok && found.value.length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!found?.ok) throw new Error('no answer');
    expect(walletActivity(owner, found.value)).toMatchObject([
      { hash: signature, direction: 'received', token: NATIVE_TOKEN, amount: 1_500_000_000n },
    ]);
  });
});
