import {
  erc20Abi,
  getAddress,
  isAddress,
  multicall3Abi,
  type Address,
  type ContractFunctionParameters,
} from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { NATIVE_TOKEN, type TokenBalance, type TokenInfo } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';
import { MULTICALL3_ADDRESS } from './multicall3';

/** The chain's own coin as a token, unless the list names it. */
export function nativeTokenOf(chain: EvmChain, tokens: readonly TokenInfo[]): TokenInfo {
  const listed = tokens.find(
    (t) => t.family === 'evm' && t.chainId === chain.chainId && t.address === NATIVE_TOKEN,
  );
  return (
    listed ?? {
      family: 'evm',
      chainId: chain.chainId,
      address: NATIVE_TOKEN,
      symbol: chain.nativeCurrency.symbol,
      name: chain.nativeCurrency.name,
      decimals: chain.nativeCurrency.decimals,
    }
  );
}

/**
 * The owner's native balance and every listed ERC-20's balance on one chain,
 * in a single `eth_call` to Multicall3's `aggregate3` (wallet.md §2.8): the
 * native balance through `getEthBalance`, each token through `balanceOf`. A
 * token whose call fails (not a contract, not an ERC-20) is left out.
 */
export async function readEvmBalances(options: {
  rpcUrl: string;
  chain: EvmChain;
  owner: string;
  tokens: readonly TokenInfo[];
  /** The fetch the RPC calls go through (tests count them). */
  fetchFn?: typeof fetch;
}): Promise<SourceResult<TokenBalance[]>> {
  const { chain } = options;
  if (!isAddress(options.owner)) return fail({ kind: 'invalid', message: 'Not an EVM address' });
  const owner = getAddress(options.owner);
  const erc20s = options.tokens.filter(
    (t) =>
      t.family === 'evm' &&
      t.chainId === chain.chainId &&
      t.address !== NATIVE_TOKEN &&
      isAddress(t.address),
  );
  const contracts: ContractFunctionParameters[] = [
    {
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [owner],
    },
    ...erc20s.map((token) => ({
      address: token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })),
  ];
  try {
    const results = await evmReader(options.rpcUrl, options.fetchFn).multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      // One batch, however many tokens: the whole point is one read.
      batchSize: 0,
      allowFailure: true,
      contracts,
    });
    const [native, ...tokens] = results;
    if (native?.status !== 'success' || typeof native.result !== 'bigint')
      return fail({ kind: 'network', message: 'The chain did not give the native balance' });
    const balances: TokenBalance[] = [
      { ...nativeTokenOf(chain, options.tokens), balance: native.result },
    ];
    erc20s.forEach((token, index) => {
      const answer = tokens[index];
      if (answer?.status === 'success' && typeof answer.result === 'bigint')
        balances.push({ ...token, balance: answer.result });
    });
    return ok(balances);
  } catch (error) {
    return fail(readFailure(error));
  }
}
