import {
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  parseUnits,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { sandboxChain } from '../../../sandbox/evm/deployContracts';
import { sandbox } from './sandboxClient';

const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);
const erc721 = parseAbi([
  'function mint(address to) returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
  'function tokenURI(uint256) view returns (string)',
  'function totalSupply() view returns (uint256)',
]);

function clients(rpc: string, chainId: number, key: `0x${string}`) {
  const chain = sandboxChain(chainId, rpc);
  return {
    reader: createPublicClient({ chain, transport: http(rpc) }),
    wallet: createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(rpc) }),
  };
}

describe('EVM sandbox (anvil)', () => {
  it('answers with its chain id on both chains, funded accounts included', async () => {
    const { evm } = sandbox();
    const [alice] = evm.accounts;
    if (!alice) throw new Error('no accounts');
    for (const chain of [evm, evm.other]) {
      const { reader } = clients(chain.rpc, chain.chainId, alice.privateKey as `0x${string}`);
      expect(await reader.getChainId()).toBe(chain.chainId);
      expect(await reader.getBalance({ address: alice.address as Address })).toBeGreaterThan(0n);
    }
    expect(evm.other.chainId).not.toBe(evm.chainId);
  });

  it('transfers the 6-decimal test token between accounts', async () => {
    const { evm } = sandbox();
    const [alice, bob] = evm.accounts;
    if (!alice || !bob) throw new Error('no accounts');
    const { reader, wallet } = clients(evm.rpc, evm.chainId, alice.privateKey as `0x${string}`);
    const token = evm.contracts.token6 as Address;
    expect(
      await reader.readContract({ address: token, abi: erc20, functionName: 'decimals' }),
    ).toBe(6);
    const before = await reader.readContract({
      address: token,
      abi: erc20,
      functionName: 'balanceOf',
      args: [bob.address as Address],
    });
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20,
      functionName: 'transfer',
      args: [bob.address as Address, parseUnits('12.5', 6)],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    const after = await reader.readContract({
      address: token,
      abi: erc20,
      functionName: 'balanceOf',
      args: [bob.address as Address],
    });
    expect(after - before).toBe(12_500_000n);
  });

  it('mints an NFT with a token URI, and the 18-decimal token is there too', async () => {
    const { evm } = sandbox();
    const [, , carol] = evm.accounts;
    if (!carol) throw new Error('no accounts');
    const { reader, wallet } = clients(evm.rpc, evm.chainId, carol.privateKey as `0x${string}`);
    const nft = evm.contracts.nft as Address;
    const { request, result: tokenId } = await reader.simulateContract({
      account: wallet.account,
      address: nft,
      abi: erc721,
      functionName: 'mint',
      args: [carol.address as Address],
    });
    await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract(request),
      pollingInterval: 20,
    });
    expect(
      await reader.readContract({
        address: nft,
        abi: erc721,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(carol.address);
    expect(
      await reader.readContract({
        address: nft,
        abi: erc721,
        functionName: 'tokenURI',
        args: [tokenId],
      }),
    ).toMatch(new RegExp(`/nft/${tokenId}$`));
    const token18 = evm.contracts.token18 as Address;
    expect(
      await reader.readContract({ address: token18, abi: erc20, functionName: 'decimals' }),
    ).toBe(18);
    expect(
      await reader.readContract({ address: token18, abi: erc20, functionName: 'symbol' }),
    ).toBe('sDAI');
  });
});
