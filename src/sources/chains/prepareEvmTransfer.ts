import { getAddress, isAddress } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';
import { evmTransferCall } from './evmTransferCall';
import type { PreparedEvmTransfer } from './preparedEvmTransfer';

/**
 * Step one of an EVM transfer (wallet.md §4.1), before the wallet is asked:
 * the exact {to, value, data}, the sender's pending nonce and the current
 * block, read now so `findEvmTransfer` can tell later whether it was sent.
 */
export async function prepareEvmTransfer(options: {
  rpcUrl: string;
  chainId: number;
  from: string;
  token: TokenRef;
  recipient: string;
  /** In the token's smallest unit. */
  amount: bigint;
}): Promise<SourceResult<PreparedEvmTransfer>> {
  const { token } = options;
  if (token.family !== 'evm' || token.chainId !== options.chainId)
    return fail({ kind: 'invalid', message: 'The token is not on this chain' });
  if (!isAddress(options.from) || !isAddress(options.recipient))
    return fail({ kind: 'invalid', message: 'Not an EVM address' });
  if (token.address !== NATIVE_TOKEN && !isAddress(token.address))
    return fail({ kind: 'invalid', message: 'Not a token contract address' });
  if (options.amount <= 0n) return fail({ kind: 'invalid', message: 'Nothing to send' });
  const from = getAddress(options.from);
  const call = evmTransferCall(token, options.recipient, options.amount);
  const reader = evmReader(options.rpcUrl);
  try {
    const [chainId, nonce, blockNumber] = await Promise.all([
      reader.getChainId(),
      reader.getTransactionCount({ address: from, blockTag: 'pending' }),
      reader.getBlockNumber({ cacheTime: 0 }),
    ]);
    if (chainId !== options.chainId)
      return fail({ kind: 'invalid', message: `The RPC serves chain ${chainId}` });
    return ok({
      chainId,
      from,
      to: call.to,
      value: call.value.toString(),
      data: call.data,
      nonce,
      blockNumber: Number(blockNumber),
    });
  } catch (error) {
    return fail(readFailure(error));
  }
}
