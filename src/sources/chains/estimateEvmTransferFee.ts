import { getAddress, isAddress } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { evmReader } from './evmReader';
import { evmTransferCall } from './evmTransferCall';

/** What a transfer may cost in the native coin: gas × the most the wallet will pay per gas. */
export interface EvmFeeEstimate {
  gas: bigint;
  /** `maxFeePerGas` on EIP-1559 chains, else the gas price. */
  feePerGas: bigint;
  fee: bigint;
}

/**
 * The fee of sending `amount` of a token, as the wallet will reserve it
 * (wallet.md §5.1 'Insufficient gas'). An ERC-20 transfer the token would
 * refuse (not enough of it) cannot be estimated: `invalid`.
 */
export async function estimateEvmTransferFee(options: {
  rpcUrl: string;
  from: string;
  token: TokenRef;
  recipient: string;
  amount: bigint;
}): Promise<SourceResult<EvmFeeEstimate>> {
  if (!isAddress(options.from) || !isAddress(options.recipient))
    return fail({ kind: 'invalid', message: 'Not an EVM address' });
  const call = evmTransferCall(options.token, options.recipient, options.amount);
  const reader = evmReader(options.rpcUrl);
  let gas: bigint;
  try {
    gas = await reader.estimateGas({ account: getAddress(options.from), ...call });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A revert is the chain refusing the call; anything else is a failed read.
    return fail(
      /revert|insufficient|exceeds/i.test(message)
        ? { kind: 'invalid', message }
        : readFailure(error),
    );
  }
  try {
    const fees = await reader.estimateFeesPerGas().catch(async () => ({
      maxFeePerGas: await reader.getGasPrice(),
    }));
    const feePerGas = fees.maxFeePerGas ?? (await reader.getGasPrice());
    return ok({ gas, feePerGas, fee: gas * feePerGas });
  } catch (error) {
    return fail(readFailure(error));
  }
}

/**
 * Whether the native balance cannot pay the fee (and, for a native
 * transfer, the amount on top): wallet.md §5.1's 'Insufficient gas'.
 */
export function lacksGas(options: {
  nativeBalance: bigint;
  fee: bigint;
  token: TokenRef;
  amount: bigint;
}): boolean {
  const value = options.token.address === NATIVE_TOKEN ? options.amount : 0n;
  return options.nativeBalance < options.fee + value;
}
