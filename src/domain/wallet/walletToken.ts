import { z } from 'zod/mini';

/** The token a chain pays its fees in, in place of a contract or mint address. */
export const NATIVE_TOKEN = 'native';

/** Which chains a wallet speaks to (wallet.md §3.1 networkType: Ethereum | Solana). */
export const walletFamilySchema = z.enum(['evm', 'solana']);
export type WalletFamily = z.infer<typeof walletFamilySchema>;

/** Solana has no chain id; its tokens carry this one so every token has one. */
export const SOLANA_CHAIN_ID = 0;

/**
 * One token on one chain: a native coin (`address` NATIVE_TOKEN), an ERC-20
 * contract or an SPL mint (wallet.md §3.1 "Tip token", §3.2).
 */
export const tokenRefSchema = z.object({
  family: walletFamilySchema,
  /** The EVM chain id; SOLANA_CHAIN_ID on Solana. */
  chainId: z.number().check(z.int(), z.nonnegative()),
  /** The ERC-20 contract or SPL mint, or NATIVE_TOKEN. */
  address: z.string().check(z.minLength(1)),
});
export type TokenRef = z.infer<typeof tokenRefSchema>;

/** What a token is called and how its amounts are written. */
export const tokenInfoSchema = z.extend(tokenRefSchema, {
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().check(z.int(), z.nonnegative(), z.lte(36)),
  logoUrl: z.optional(z.string()),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** A token the wallet holds, with its balance in the token's smallest unit. */
export interface TokenBalance extends TokenInfo {
  balance: bigint;
  /** Added by the person (add-token), not from the token list. */
  custom?: boolean;
}

/** One key per token for maps and caches: EVM addresses compare without case, mints with it. */
export function tokenKey(token: TokenRef): string {
  const address = token.family === 'evm' ? token.address.toLowerCase() : token.address;
  return `${token.family}:${token.chainId}:${address}`;
}
