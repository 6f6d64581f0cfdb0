import { z } from 'zod/mini';

/** An EVM chain as the app asks a wallet to add it (`wallet_addEthereumChain`'s parameters). */
export const evmChainSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  rpc: z.url(),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int()),
  }),
  explorer: z.optional(z.url()),
});
export type EvmChain = z.infer<typeof evmChainSchema>;

/** `0x`-hex of a chain id, as EIP-1193 carries it. */
export const chainIdHex = (chainId: number) => `0x${chainId.toString(16)}`;

/** A chain id as a wallet reports it (hex string, decimal string or number), or undefined. */
export function parseChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10)
        : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
