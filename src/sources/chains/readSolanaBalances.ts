import { address, createSolanaRpc, isAddress } from '@solana/kit';
import { z } from 'zod/mini';
import { fail, ok, type SourceResult } from '@/domain/result';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import {
  NATIVE_TOKEN,
  SOLANA_CHAIN_ID,
  type TokenBalance,
  type TokenInfo,
} from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { SOL_DECIMALS, TOKEN_PROGRAMS } from './solanaTokenPrograms';

/** One token account as `getTokenAccountsByOwner` gives it with `jsonParsed`. */
const parsedTokenAccount = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({
          mint: z.string(),
          tokenAmount: z.object({
            amount: z.string(),
            decimals: z.union([z.number(), z.bigint()]),
          }),
        }),
      }),
    }),
  }),
});

const solanaToken = (mint: string, known: readonly TokenInfo[]) =>
  known.find((t) => t.family === 'solana' && t.address === mint);

/** SOL as a token, unless `known` names it. */
export function solTokenOf(known: readonly TokenInfo[]): TokenInfo {
  return (
    solanaToken(NATIVE_TOKEN, known) ?? {
      family: 'solana',
      chainId: SOLANA_CHAIN_ID,
      address: NATIVE_TOKEN,
      symbol: 'SOL',
      name: 'Solana',
      decimals: SOL_DECIMALS,
    }
  );
}

/**
 * The owner's SOL (`getBalance`) and every SPL token account it owns
 * (`getTokenAccountsByOwner`, jsonParsed, classic and Token-2022), summed by
 * mint (wallet.md §2.8). A mint `known` does not name is shown by its
 * shortened address.
 */
export async function readSolanaBalances(options: {
  rpcUrl: string;
  owner: string;
  known: readonly TokenInfo[];
}): Promise<SourceResult<TokenBalance[]>> {
  if (!isAddress(options.owner)) return fail({ kind: 'invalid', message: 'Not a Solana address' });
  const owner = address(options.owner);
  const rpc = createSolanaRpc(options.rpcUrl);
  try {
    const [sol, ...perProgram] = await Promise.all([
      rpc.getBalance(owner, { commitment: 'confirmed' }).send(),
      ...TOKEN_PROGRAMS.map((programId) =>
        rpc
          .getTokenAccountsByOwner(
            owner,
            { programId },
            { encoding: 'jsonParsed', commitment: 'confirmed' },
          )
          .send(),
      ),
    ]);
    const byMint = new Map<string, { amount: bigint; decimals: number }>();
    for (const answer of perProgram) {
      for (const entry of answer.value) {
        const parsed = parsedTokenAccount.safeParse(entry);
        if (!parsed.success) continue;
        const { mint, tokenAmount } = parsed.data.account.data.parsed.info;
        const before = byMint.get(mint)?.amount ?? 0n;
        byMint.set(mint, {
          amount: before + BigInt(tokenAmount.amount),
          decimals: Number(tokenAmount.decimals),
        });
      }
    }
    const balances: TokenBalance[] = [{ ...solTokenOf(options.known), balance: sol.value }];
    for (const [mint, { amount, decimals }] of byMint) {
      const info = solanaToken(mint, options.known) ?? {
        family: 'solana' as const,
        chainId: SOLANA_CHAIN_ID,
        address: mint,
        symbol: shortenAddress(mint),
        name: mint,
        decimals,
      };
      balances.push({ ...info, decimals, balance: amount });
    }
    return ok(balances);
  } catch (error) {
    return fail(readFailure(error));
  }
}
