/**
 * The fee assumed for a Solana transfer: one signature at the base rate
 * (5000 lamports). Solana skips the gas check (wallet.md §5.1); this is only
 * what the estimated total shows.
 */
export const SOLANA_DEFAULT_FEE_LAMPORTS = 5_000n;
