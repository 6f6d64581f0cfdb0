import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { sandboxKey, walletKey, type SandboxKey } from './sandboxKeys';
import type { SolanaLedger } from './solanaLedger';
import { describeTransactionError } from './transactionErrors';
import { signedTransaction } from './signedTransaction';

/** The sandbox's test token: a classic SPL mint with 6 decimals, like USDC. */
export const SANDBOX_TOKEN = { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6 } as const;

const LAMPORTS_PER_SOL = 1_000_000_000n;

export interface SeededSolana {
  mint: Address;
  mintAuthority: SandboxKey;
  wallets: SandboxKey[];
}

/** Signs and lands one transaction through the ledger; throws if it fails. */
async function land(ledger: SolanaLedger, payer: KeyPairSigner, instructions: Instruction[]) {
  const landed = ledger.submit(
    await signedTransaction(payer, instructions, ledger.latestBlockhash('processed')),
  );
  if (!landed) throw new Error('Solana seed: a transaction was dropped');
  if (landed.err !== null)
    throw new Error(
      `Solana seed: ${describeTransactionError(landed.err)}\n${landed.logs.join('\n')}`,
    );
}

/**
 * Seeds the ledger with real transactions: the sUSDC mint (its authority a
 * sandbox key), then `wallets` deterministic wallets, each with SOL from the
 * faucet and an associated token account holding sUSDC.
 */
export async function seedSolana(
  ledger: SolanaLedger,
  options: { wallets: number; solEach?: bigint; tokensEach?: bigint },
): Promise<SeededSolana> {
  const [mint, mintAuthority, ...wallets] = await Promise.all([
    sandboxKey('mint-susdc'),
    sandboxKey('mint-authority'),
    ...Array.from({ length: options.wallets }, (_, index) => walletKey(index)),
  ]);
  if (!mint || !mintAuthority) throw new Error('Solana seed: no keys');
  const authority = mintAuthority.signer;
  await ledger.airdrop(authority.address, 10n * LAMPORTS_PER_SOL);

  const space = BigInt(getMintSize());
  await land(ledger, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint.signer,
      lamports: ledger.minimumBalanceForRentExemption(space),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.signer.address,
      decimals: SANDBOX_TOKEN.decimals,
      mintAuthority: authority.address,
      freezeAuthority: null,
    }),
  ]);

  const solEach = options.solEach ?? 100n * LAMPORTS_PER_SOL;
  const tokensEach = options.tokensEach ?? 10_000n * 10n ** BigInt(SANDBOX_TOKEN.decimals);
  for (const wallet of wallets) {
    const owner = wallet.signer.address;
    const landed = await ledger.airdrop(owner, solEach);
    if (landed?.err !== null) throw new Error(`Solana seed: airdrop to ${owner} failed`);
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: mint.signer.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await land(ledger, authority, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata,
        owner,
        mint: mint.signer.address,
      }),
      getMintToCheckedInstruction({
        mint: mint.signer.address,
        token: ata,
        mintAuthority: authority,
        amount: tokensEach,
        decimals: SANDBOX_TOKEN.decimals,
      }),
    ]);
  }
  return { mint: mint.signer.address, mintAuthority, wallets };
}
