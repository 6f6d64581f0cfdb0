/**
 * Which seed people hold which sandbox wallets, and the names those wallets
 * go by: one place the hub's verifications (seedVerifications.ts) and the
 * name registry (sandbox/names) read. Indexes are into the manifest's funded
 * `evm.accounts` and `solana.accounts`; index 0 is the demo person's own
 * wallet, so nobody here holds it, and a tip to these people moves real
 * (sandbox) money between two different wallets.
 */
export interface WalletIdentity {
  /** Index into SEED_PEOPLE (the Farcaster fid is this plus one). */
  person: number;
  evmAccount: number;
  solanaAccount: number;
}

export const WALLET_IDENTITIES: readonly WalletIdentity[] = [
  // ada: her verified EVM address is also her custody and Lens owner (dev account 1).
  { person: 1, evmAccount: 1, solanaAccount: 1 },
  // satoshi_fan.
  { person: 2, evmAccount: 2, solanaAccount: 2 },
];

/**
 * The ENS-type name each EVM account index goes by (one each): ada's is
 * primary and is her handle itself, so the ranking rule "primary name equal
 * to the handle" (wallet.md §3.1, rank 3) meets a real case; satoshi_fan's
 * is not primary (rank 2); the demo person's own wallet has a primary one.
 */
export const SEEDED_NAMES: readonly { evmAccount: number; name: string; primary: boolean }[] = [
  { evmAccount: 1, name: 'ada', primary: true },
  { evmAccount: 2, name: 'sam.eth', primary: false },
  { evmAccount: 0, name: 'polycast-demo.eth', primary: true },
];
