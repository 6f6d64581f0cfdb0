import { getAddressDecoder } from '@solana/kit';
import { JsonFloat } from './json';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;
/** Token-2022 puts an account-type byte after the base layout when extensions follow. */
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export const isTokenProgram = (owner: string) =>
  owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  /** Rent-exempt reserve of a wrapped-SOL account; null for other mints. */
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

const address = (data: Uint8Array, offset: number) =>
  getAddressDecoder().decode(data.subarray(offset, offset + 32));
const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
/** A `COption<Pubkey>`: a u32 tag, then the key. */
const optionalAddress = (data: Uint8Array, offset: number) =>
  view(data).getUint32(offset, true) === 1 ? address(data, offset + 4) : null;

function hasLayout(data: Uint8Array, size: number, accountType: number): boolean {
  if (data.length === size) return true;
  return data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === accountType;
}

/** The SPL token account layout (the first 165 bytes, also under Token-2022). */
export function decodeTokenAccount(data: Uint8Array): TokenAccountState | undefined {
  if (!hasLayout(data, TOKEN_ACCOUNT_SIZE, ACCOUNT_TYPE_ACCOUNT)) return undefined;
  const fields = view(data);
  const state = data[108];
  if (state === undefined || state > 2) return undefined;
  return {
    mint: address(data, 0),
    owner: address(data, 32),
    amount: fields.getBigUint64(64, true),
    delegate: optionalAddress(data, 72),
    state: (['uninitialized', 'initialized', 'frozen'] as const)[state] ?? 'uninitialized',
    isNative: fields.getUint32(109, true) === 1 ? fields.getBigUint64(113, true) : null,
    delegatedAmount: fields.getBigUint64(121, true),
    closeAuthority: optionalAddress(data, 129),
  };
}

/** The SPL mint layout (the first 82 bytes, also under Token-2022). */
export function decodeMint(data: Uint8Array): MintState | undefined {
  if (!hasLayout(data, MINT_SIZE, ACCOUNT_TYPE_MINT)) return undefined;
  return {
    mintAuthority: optionalAddress(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalAddress(data, 46),
  };
}

/** `amount / 10^decimals` written out exactly, trailing zeros trimmed ("12.5", "0"). */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A token amount as the RPC writes it (`UiTokenAmount`). */
export function uiTokenAmount(amount: bigint, decimals: number) {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: new JsonFloat(Number(uiAmountString(amount, decimals))),
    uiAmountString: uiAmountString(amount, decimals),
  };
}
