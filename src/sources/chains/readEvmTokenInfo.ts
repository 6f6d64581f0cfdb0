import { erc20Abi, getAddress } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { TokenInfo } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';
import { MULTICALL3_ADDRESS } from './multicall3';

/**
 * An ERC-20's name, symbol and decimals read from its contract in one
 * multicall (wallet.md §2.8 add-token): what a token added by its address
 * is shown and sent with. A contract without them is not a token: `invalid`.
 */
export async function readEvmTokenInfo(options: {
  rpcUrl: string;
  chainId: number;
  address: string;
}): Promise<SourceResult<TokenInfo>> {
  const address = getAddress(options.address);
  try {
    const [name, symbol, decimals] = await evmReader(options.rpcUrl).multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: true,
      contracts: (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
        address,
        abi: erc20Abi,
        functionName,
      })),
    });
    if (symbol?.status !== 'success' || decimals?.status !== 'success')
      return fail({ kind: 'invalid', message: `${address} is not an ERC-20 token.` });
    return ok({
      family: 'evm',
      chainId: options.chainId,
      address,
      symbol: String(symbol.result),
      name: name?.status === 'success' ? String(name.result) : String(symbol.result),
      decimals: Number(decimals.result),
    });
  } catch (error) {
    return fail(readFailure(error));
  }
}
