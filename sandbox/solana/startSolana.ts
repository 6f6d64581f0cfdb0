import { serveApp } from '../serveApp';
import { seedSolana } from './seedSolana';
import { SolanaLedger } from './solanaLedger';
import { createSolanaRpcApp } from './solanaRpc';

export interface RunningSolana {
  /** The JSON-RPC endpoint (`createSolanaRpc(url)`). */
  url: string;
  close(): Promise<void>;
  /** The seeded sUSDC mint (6 decimals). */
  mint: string;
  /** Funded wallets, the same on every run; the first is the demo person's. */
  wallets: { address: string; secretKey: string }[];
}

/**
 * The Solana part of the sandbox: the real runtime (litesvm) in this process,
 * seeded, behind a JSON-RPC stand-in on 127.0.0.1.
 */
export async function startSolana(options: {
  port?: number;
  wallets: number;
  slotMs?: number;
}): Promise<RunningSolana> {
  const ledger = await SolanaLedger.create({ slotMs: options.slotMs });
  const seeded = await seedSolana(ledger, { wallets: options.wallets });
  const served = await serveApp(createSolanaRpcApp(ledger), options.port ?? 0);
  return {
    url: served.url,
    close: served.close,
    mint: seeded.mint,
    wallets: seeded.wallets.map((wallet) => ({
      address: wallet.signer.address,
      secretKey: wallet.secretKey,
    })),
  };
}
