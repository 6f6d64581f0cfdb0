import { address, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

/** SPL Token-2022: its accounts share the classic layout, so balances read the same. */
export const TOKEN_2022_PROGRAM_ADDRESS: Address = address(
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
);

/** The programs a wallet's SPL token accounts belong to. */
export const TOKEN_PROGRAMS: readonly Address[] = [
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
];

/** What a lamport-denominated native SOL balance is written in. */
export const SOL_DECIMALS = 9;
