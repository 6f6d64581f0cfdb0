import type { EncodedAccount } from '@solana/kit';
import { invalidParams } from './rpcProtocol';
import {
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  TOKEN_2022_PROGRAM,
  uiTokenAmount,
} from './tokenState';
import { toBase58 } from './wireTransaction';

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';
export interface DataSlice {
  offset: number;
  length: number;
}

/** Every account is rent exempt now; the validator reports `u64::MAX` for them. */
export const RENT_EXEMPT_EPOCH = 18446744073709551615n;
const MAX_BASE58_BYTES = 128;

/** Looks up a mint's decimals, for parsing token accounts. */
export type MintDecimals = (mint: string) => number | undefined;

const slice = (data: Uint8Array, dataSlice?: DataSlice) =>
  dataSlice ? data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : data;

/** Refuses requests the validator refuses before reading any account. */
export function checkEncoding(encoding: AccountEncoding, dataSlice?: DataSlice): void {
  if (encoding === 'base64+zstd')
    throw invalidParams('unsupported encoding: base64+zstd (this sandbox has no zstd)');
  if ((encoding === 'binary' || encoding === 'base58') && dataSlice?.length !== undefined) {
    if (dataSlice.length > MAX_BASE58_BYTES) throw base58TooLarge();
  }
}

const base58TooLarge = () =>
  invalidParams(
    `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
  );

/** The `parsed` data of a token account or mint, if the account is one. */
function parsedTokenData(account: EncodedAccount, mintDecimals: MintDecimals) {
  const owner: string = account.programAddress;
  if (!isTokenProgram(owner)) return undefined;
  const program = owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
  const data = Uint8Array.from(account.data);
  const space = data.length;
  const token = decodeTokenAccount(data);
  if (token) {
    const decimals = mintDecimals(token.mint);
    if (decimals === undefined || token.state === 'uninitialized') return undefined;
    const info = {
      ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
      ...(token.delegate
        ? {
            delegate: token.delegate,
            delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals),
          }
        : {}),
      isNative: token.isNative !== null,
      mint: token.mint,
      owner: token.owner,
      ...(token.isNative !== null
        ? { rentExemptReserve: uiTokenAmount(token.isNative, decimals) }
        : {}),
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
    };
    return { program, parsed: { info, type: 'account' }, space };
  }
  const mint = decodeMint(data);
  if (mint?.isInitialized) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: true,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    return { program, parsed: { info, type: 'mint' }, space };
  }
  return undefined;
}

/** One account as the RPC writes it (`UiAccount`) in the requested encoding. */
export function encodeAccount(
  account: EncodedAccount,
  encoding: AccountEncoding,
  mintDecimals: MintDecimals,
  dataSlice?: DataSlice,
) {
  const bytes = Uint8Array.from(account.data);
  let data: unknown;
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(account, mintDecimals) : undefined;
  if (parsed) data = parsed;
  else if (encoding === 'binary' || encoding === 'base58') {
    const part = slice(bytes, dataSlice);
    if (part.length > MAX_BASE58_BYTES) throw base58TooLarge();
    data = encoding === 'binary' ? toBase58(part) : [toBase58(part), 'base58'];
  } else {
    const part = encoding === 'jsonParsed' ? bytes : slice(bytes, dataSlice);
    data = [Buffer.from(part).toString('base64'), 'base64'];
  }
  return {
    data,
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: bytes.length,
  };
}
