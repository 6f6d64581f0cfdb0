import { getBase58Decoder, getBase64Encoder } from '@solana/kit';
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { fail } from '@/domain/result';
import { walletFailure, type WalletResult } from './chainFailure';
import type { PreparedSolanaTransfer } from './preparedSolanaTransfer';

/**
 * Step two: asks the person's wallet to sign and send the prepared
 * transaction through the Wallet Standard's `solana:signAndSendTransaction`,
 * and gives its signature (base58). A refusal is `cancelled`; any other
 * failure may hide a broadcast: `unknown_outcome` (reconcile by reference).
 */
export async function submitSolanaTransfer(options: {
  wallet: Wallet;
  account: WalletAccount;
  /** The Wallet Standard chain, e.g. `solana:mainnet`. */
  chain: IdentifierString;
  prepared: PreparedSolanaTransfer;
}): Promise<WalletResult<string>> {
  const features = options.wallet.features as Partial<SolanaSignAndSendTransactionFeature>;
  const feature = features[SolanaSignAndSendTransaction];
  if (!feature)
    return fail({ kind: 'invalid', message: 'The wallet cannot sign and send transactions' });
  try {
    const [sent] = await feature.signAndSendTransaction({
      account: options.account,
      chain: options.chain,
      transaction: new Uint8Array(getBase64Encoder().encode(options.prepared.transaction)),
    });
    if (!sent) return fail({ kind: 'unknown_outcome', message: 'The wallet gave no signature' });
    return { ok: true, value: getBase58Decoder().decode(sent.signature) };
  } catch (error) {
    return { ok: false, error: walletFailure(error) };
  }
}
