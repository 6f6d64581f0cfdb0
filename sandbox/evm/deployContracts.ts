import {
  createPublicClient,
  createWalletClient,
  http,
  parseUnits,
  type Address,
  type Chain,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { CompiledContract } from './compileContracts';

/** anvil's first dev account (its well-known test mnemonic): deploys and mints. */
export const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** The test tokens as deployed: what a token list says of them. */
export const SANDBOX_EVM_TOKENS = {
  token18: { name: 'Sandbox Dai', symbol: 'sDAI', decimals: 18 },
  token6: { name: 'Sandbox USD Coin', symbol: 'sUSDC', decimals: 6 },
} as const;

export interface DeployedContracts {
  /** 18 decimals. */
  token18: Address;
  /** 6 decimals, like USDC. */
  token6: Address;
  nft: Address;
}

export function sandboxChain(chainId: number, rpc: string): Chain {
  return {
    id: chainId,
    name: `Sandbox ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  };
}

/** Deploys the test tokens and NFT, and gives each funded account some of each token. */
export async function deployContracts(
  rpc: string,
  chainId: number,
  compiled: Record<string, CompiledContract>,
  holders: readonly Address[],
): Promise<DeployedContracts> {
  const chain = sandboxChain(chainId, rpc);
  const account = privateKeyToAccount(DEPLOYER_KEY);
  const wallet = createWalletClient({ account, chain, transport: http(rpc) });
  const reader = createPublicClient({ chain, transport: http(rpc) });
  const token = compiled.TestToken;
  const nft = compiled.TestNFT;
  if (!token || !nft) throw new Error('contracts/ must define TestToken and TestNFT');

  const deploy = async (contract: CompiledContract, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({
      abi: contract.abi,
      bytecode: contract.bytecode,
      args,
    });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (!receipt.contractAddress) throw new Error('deployment returned no address');
    return receipt.contractAddress;
  };

  const tokenArgs = ({
    name,
    symbol,
    decimals,
  }: {
    name: string;
    symbol: string;
    decimals: number;
  }) => [name, symbol, decimals] as const;
  const token18 = await deploy(token, tokenArgs(SANDBOX_EVM_TOKENS.token18));
  const token6 = await deploy(token, tokenArgs(SANDBOX_EVM_TOKENS.token6));
  const nftAddress = await deploy(nft, [
    'Polycast Collectibles',
    'PCOL',
    'https://sandbox.invalid/nft/',
  ]);

  for (const holder of holders) {
    for (const [address, decimals] of [
      [token18, 18],
      [token6, 6],
    ] as const) {
      const hash = await wallet.writeContract({
        address,
        abi: token.abi,
        functionName: 'mint',
        args: [holder, parseUnits('10000', decimals)],
      });
      await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    }
  }
  return { token18, token6, nft: nftAddress };
}
