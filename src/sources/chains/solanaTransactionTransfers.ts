import { z } from 'zod/mini';
import type { ChainTransfer } from '@/domain/wallet/walletActivity';
import { NATIVE_TOKEN, SOLANA_CHAIN_ID } from '@/domain/wallet/walletToken';

const u64 = z.union([z.number(), z.bigint(), z.string()]);
const tokenBalance = z.object({
  accountIndex: z.number(),
  mint: z.string(),
  owner: z.optional(z.string()),
  uiTokenAmount: z.object({ amount: z.string() }),
});

/** `getTransaction` with `encoding: 'json'`: the parts that say what moved. */
export const solanaTransactionSchema = z.object({
  slot: u64,
  blockTime: z.nullish(u64),
  transaction: z.object({
    message: z.object({ accountKeys: z.array(z.string()) }),
    signatures: z.array(z.string()),
  }),
  meta: z.object({
    err: z.unknown(),
    fee: u64,
    preBalances: z.array(u64),
    postBalances: z.array(u64),
    preTokenBalances: z.nullish(z.array(tokenBalance)),
    postTokenBalances: z.nullish(z.array(tokenBalance)),
    loadedAddresses: z.nullish(
      z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }),
    ),
  }),
});
export type SolanaTransactionJson = z.infer<typeof solanaTransactionSchema>;

const big = (value: number | bigint | string) => BigInt(value);

/** The other side of a change: the account whose change went the opposite way the most. */
function counterpartOf(changes: ReadonlyMap<string, bigint>, owner: string, delta: bigint) {
  let best: { who: string; size: bigint } | undefined;
  for (const [who, change] of changes) {
    if (who === owner || change === 0n || change > 0n === delta > 0n) continue;
    const size = change < 0n ? -change : change;
    if (!best || size > best.size) best = { who, size };
  }
  return best?.who ?? '';
}

/**
 * What a Solana transaction moved for the owner, from its balances before
 * and after (no instruction decoding: any program's transfer counts): its
 * SOL change, leaving out the fee it paid as the fee payer, and its change
 * of each SPL mint over the token accounts it owns. Each change is a
 * transfer to or from the account (or token owner) that changed the
 * opposite way the most.
 */
export function solanaTransactionTransfers(
  owner: string,
  tx: SolanaTransactionJson,
): ChainTransfer[] {
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(tx.meta.loadedAddresses?.writable ?? []),
    ...(tx.meta.loadedAddresses?.readonly ?? []),
  ];
  const base = {
    family: 'solana' as const,
    chainId: SOLANA_CHAIN_ID,
    hash: tx.transaction.signatures[0] ?? '',
    position: big(tx.slot),
    time: tx.blockTime == null ? undefined : Number(tx.blockTime),
    failed: tx.meta.err !== null && tx.meta.err !== undefined,
  };
  const transfers: ChainTransfer[] = [];
  const push = (token: string, delta: bigint, counterparty: string, index: number) => {
    if (delta === 0n) return;
    const sent = delta < 0n;
    transfers.push({
      ...base,
      index,
      token,
      amount: sent ? -delta : delta,
      from: sent ? owner : counterparty,
      to: sent ? counterparty : owner,
    });
  };

  const lamports = new Map<string, bigint>();
  keys.forEach((key, i) => {
    const change = big(tx.meta.postBalances[i] ?? 0) - big(tx.meta.preBalances[i] ?? 0);
    // The fee payer's fee is no transfer to anyone.
    lamports.set(key, (lamports.get(key) ?? 0n) + change + (i === 0 ? big(tx.meta.fee) : 0n));
  });
  const solDelta = lamports.get(owner) ?? 0n;
  push(NATIVE_TOKEN, solDelta, counterpartOf(lamports, owner, solDelta), 0);

  const perMint = new Map<string, Map<string, bigint>>();
  const add = (
    entries: readonly z.infer<typeof tokenBalance>[] | null | undefined,
    sign: bigint,
  ) => {
    for (const entry of entries ?? []) {
      const holder = entry.owner ?? keys[entry.accountIndex] ?? '';
      const changes = perMint.get(entry.mint) ?? new Map<string, bigint>();
      changes.set(holder, (changes.get(holder) ?? 0n) + sign * big(entry.uiTokenAmount.amount));
      perMint.set(entry.mint, changes);
    }
  };
  add(tx.meta.preTokenBalances, -1n);
  add(tx.meta.postTokenBalances, 1n);
  let index = 1;
  for (const [mint, changes] of [...perMint].sort(([a], [b]) => a.localeCompare(b))) {
    const delta = changes.get(owner) ?? 0n;
    push(mint, delta, counterpartOf(changes, owner, delta), index++);
  }
  return transfers;
}
