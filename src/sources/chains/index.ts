/** The chain layer tips stand on: balances, transfers through the person's wallet, reconciliation. */
export { isUserRejection, type WalletError, type WalletResult } from './chainFailure';
export { MULTICALL3_ADDRESS } from './multicall3';
export { readEvmBalances, nativeTokenOf } from './readEvmBalances';
export { readSolanaBalances, solTokenOf } from './readSolanaBalances';
export { evmTransferCall, type EvmCall } from './evmTransferCall';
export { preparedEvmTransferSchema, type PreparedEvmTransfer } from './preparedEvmTransfer';
export { prepareEvmTransfer } from './prepareEvmTransfer';
export { submitEvmTransfer } from './submitEvmTransfer';
export { waitForEvmTransfer, type EvmTransferOutcome } from './waitForEvmTransfer';
export { findEvmTransfer, type EvmReconciliation } from './findEvmTransfer';
export { estimateEvmTransferFee, lacksGas, type EvmFeeEstimate } from './estimateEvmTransferFee';
export { tipReference } from './tipReference';
export {
  preparedSolanaTransferSchema,
  type PreparedSolanaTransfer,
} from './preparedSolanaTransfer';
export { prepareSolanaTransfer } from './prepareSolanaTransfer';
export { submitSolanaTransfer } from './submitSolanaTransfer';
export { waitForSolanaTransfer, type SolanaTransferOutcome } from './waitForSolanaTransfer';
export { findSolanaTransfer, type SolanaReconciliation } from './findSolanaTransfer';
export { SOLANA_DEFAULT_FEE_LAMPORTS } from './solanaFee';
export type { LandedSolanaTransfer } from './solanaSignatureStatus';
export { readEvmTokenInfo } from './readEvmTokenInfo';
export { readEvmActivity, RECENT_EVM_BLOCKS } from './readEvmActivity';
export { readEvmNfts, type OwnedNft } from './readEvmNfts';
export { readSolanaActivity, RECENT_SOLANA_SIGNATURES } from './readSolanaActivity';
