import {
  AccountRole,
  type Address,
  type Instruction,
  type Rpc,
  type SolanaRpcApi,
  type TransactionSigner,
  lamports,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  fetchMaybeMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';

/** The instruction with the reference added as a read-only, non-signing account (Solana Pay). */
export function withReference(instruction: Instruction, reference: Address): Instruction {
  return {
    ...instruction,
    accounts: [...(instruction.accounts ?? []), { address: reference, role: AccountRole.READONLY }],
  };
}

/** A system transfer of lamports. */
export function solTransferInstructions(
  payer: TransactionSigner,
  recipient: Address,
  amount: bigint,
  reference: Address,
): Instruction[] {
  return [
    withReference(
      getTransferSolInstruction({
        source: payer,
        destination: recipient,
        amount: lamports(amount),
      }),
      reference,
    ),
  ];
}

/**
 * An SPL transfer between associated token accounts with `transferChecked`
 * (the mint's decimals read from the chain), creating the recipient's
 * account first (idempotently) when it does not exist yet.
 */
export async function splTransferInstructions(
  rpc: Rpc<SolanaRpcApi>,
  payer: TransactionSigner,
  options: { recipient: Address; mint: Address; amount: bigint; reference: Address },
): Promise<Instruction[] | string> {
  const { recipient, mint } = options;
  const account = await fetchMaybeMint(rpc, mint, { commitment: 'confirmed' });
  if (!account.exists) return 'No such token mint';
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS)
    return 'Only classic SPL tokens can be sent';
  const tokenProgram = TOKEN_PROGRAM_ADDRESS;
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: recipient, mint, tokenProgram }),
  ]);
  const existing = await rpc
    .getAccountInfo(destination, { encoding: 'base64', commitment: 'confirmed' })
    .send();
  const create =
    existing.value === null
      ? [
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata: destination,
            owner: recipient,
            mint,
          }),
        ]
      : [];
  return [
    ...create,
    withReference(
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: options.amount,
        decimals: account.data.decimals,
      }),
      options.reference,
    ),
  ];
}
