import { createWalletClient, custom, type Address, type Hash, type Hex } from 'viem';
import { fail } from '@/domain/result';
import { walletFailure, type WalletResult } from './chainFailure';
import type { PreparedEvmTransfer } from './preparedEvmTransfer';

/**
 * Step two: asks the person's wallet (EIP-1193, through viem) to send the
 * prepared transfer, and gives its hash. The wallet must be on the prepared
 * chain (switch first). A refusal is `cancelled`; any other failure after
 * the request left may hide a broadcast: `unknown_outcome` (reconcile).
 */
export async function submitEvmTransfer(options: {
  /** The wallet's EIP-1193 provider (anything viem's `custom` transport takes). */
  provider: Parameters<typeof custom>[0];
  prepared: PreparedEvmTransfer;
}): Promise<WalletResult<Hash>> {
  const { prepared } = options;
  const wallet = createWalletClient({ transport: custom(options.provider) });
  try {
    const chainId = await wallet.getChainId();
    if (chainId !== prepared.chainId)
      return fail({
        kind: 'invalid',
        code: 'wrong_chain',
        message: `The wallet is on chain ${chainId}, not ${prepared.chainId}`,
      });
  } catch (error) {
    const failure = walletFailure(error);
    // Nothing was sent yet: a failure to read the chain is not an unknown outcome.
    return {
      ok: false,
      error: failure.kind === 'unknown_outcome' ? { ...failure, kind: 'network' } : failure,
    };
  }
  try {
    const hash = await wallet.sendTransaction({
      account: prepared.from as Address,
      chain: null,
      to: prepared.to as Address,
      value: BigInt(prepared.value),
      data: prepared.data === '0x' ? undefined : (prepared.data as Hex),
    });
    return { ok: true, value: hash };
  } catch (error) {
    return { ok: false, error: walletFailure(error) };
  }
}
