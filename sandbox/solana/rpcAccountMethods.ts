import type { EncodedAccount } from '@solana/kit';
import { z } from 'zod';
import {
  checkEncoding,
  encodeAccount,
  type AccountEncoding,
  type DataSlice,
} from './accountEncoding';
import {
  accountEncoding,
  config,
  contextShape,
  contextSlot,
  dataSlice,
  parseParams,
  pubkey,
  u64,
  withContext,
} from './rpcParams';
import { invalidParams, type RpcMethods } from './rpcProtocol';
import type { SolanaLedger } from './solanaLedger';
import {
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  TOKEN_PROGRAM,
  uiTokenAmount,
} from './tokenState';
import { fromBase58, fromBase64 } from './wireTransaction';

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_FILTERS = 4;
const MAX_FILTER_BYTES = 128;
const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

const accountConfig = config({
  ...contextShape,
  encoding: accountEncoding.optional(),
  dataSlice: dataSlice.optional(),
});

const memcmp = z.object({
  offset: u64,
  bytes: z.string(),
  encoding: z.enum(['base58', 'base64']).optional(),
});
const filter = z.union([z.object({ dataSize: u64 }).strict(), z.object({ memcmp }).strict()]);

type Filter = z.output<typeof filter>;
type Matcher = (data: Uint8Array) => boolean;

/** A filter as the validator verifies it (`RpcFilterType::verify`), made into a test. */
function matcher(input: Filter): Matcher {
  if ('dataSize' in input) return (data) => data.length === input.dataSize;
  const { offset, bytes: text, encoding = 'base58' } = input.memcmp;
  const maxText = encoding === 'base58' ? 175 : 172;
  if (text.length > maxText) throw invalidParams('Invalid param: DataTooLarge');
  const bytes = encoding === 'base58' ? fromBase58(text) : fromBase64(text);
  if (typeof bytes === 'string')
    throw invalidParams(
      `Invalid param: ${encoding === 'base58' ? 'Base58' : 'Base64'}DecodeError(${bytes})`,
    );
  if (bytes.length > MAX_FILTER_BYTES) throw invalidParams('Invalid param: DataTooLarge');
  return (data) =>
    data.length >= offset + bytes.length &&
    bytes.every((byte, index) => data[offset + index] === byte);
}

const tokenFilter = z.union([
  z.object({ mint: pubkey }).strict(),
  z.object({ programId: pubkey }).strict(),
]);

/** Accounts and balances: `getAccountInfo` and friends, program scans, SPL token reads. */
export function createAccountMethods(ledger: SolanaLedger): RpcMethods {
  const encodeAll = (
    accounts: readonly EncodedAccount[],
    encoding: AccountEncoding,
    slice: DataSlice | undefined,
  ) =>
    accounts.map((account) => ({
      pubkey: account.address,
      account: encodeAccount(account, encoding, ledger.mintDecimals, slice),
    }));

  /** A mint's token program, refused as `get_token_program_id_and_mint` refuses it. */
  const tokenProgramOfMint = (mint: string): string => {
    if (mint === NATIVE_MINT) return TOKEN_PROGRAM;
    const account = ledger.account(mint);
    if (!account) throw invalidParams('Invalid param: could not find mint');
    if (!isTokenProgram(account.programAddress))
      throw invalidParams('Invalid param: not a Token mint');
    return account.programAddress;
  };

  return {
    getBalance: (params) => {
      const [key, options] = parseParams(
        z.tuple([pubkey, config(contextShape).optional()]),
        params,
      );
      return withContext(contextSlot(ledger, options), ledger.balance(key));
    },

    getAccountInfo: (params) => {
      const [key, options] = parseParams(z.tuple([pubkey, accountConfig.optional()]), params);
      const encoding = options?.encoding ?? 'binary';
      checkEncoding(encoding, options?.dataSlice);
      const slot = contextSlot(ledger, options);
      const account = ledger.account(key);
      return withContext(
        slot,
        account ? encodeAccount(account, encoding, ledger.mintDecimals, options?.dataSlice) : null,
      );
    },

    getMultipleAccounts: (params) => {
      const [keys, options] = parseParams(
        z.tuple([z.array(pubkey), accountConfig.optional()]),
        params,
      );
      if (keys.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      const encoding = options?.encoding ?? 'base64';
      checkEncoding(encoding, options?.dataSlice);
      const slot = contextSlot(ledger, options);
      return withContext(
        slot,
        keys.map((key) => {
          const account = ledger.account(key);
          return account
            ? encodeAccount(account, encoding, ledger.mintDecimals, options?.dataSlice)
            : null;
        }),
      );
    },

    getProgramAccounts: (params) => {
      const [program, options] = parseParams(
        z.tuple([
          pubkey,
          config({
            ...contextShape,
            encoding: accountEncoding.optional(),
            dataSlice: dataSlice.optional(),
            filters: z.array(filter).optional(),
            withContext: z.boolean().optional(),
          }).optional(),
        ]),
        params,
      );
      const filters = options?.filters ?? [];
      if (filters.length > MAX_FILTERS)
        throw invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
      const tests = filters.map(matcher);
      const encoding = options?.encoding ?? 'binary';
      checkEncoding(encoding, options?.dataSlice);
      const slot = contextSlot(ledger, options);
      const accounts = ledger.programAccounts(program).filter((account) => {
        const data = Uint8Array.from(account.data);
        return tests.every((test) => test(data));
      });
      const list = encodeAll(accounts, encoding, options?.dataSlice);
      return options?.withContext ? withContext(slot, list) : list;
    },

    getTokenAccountsByOwner: (params) => {
      const [owner, which, options] = parseParams(
        z.tuple([pubkey, tokenFilter, accountConfig.optional()]),
        params,
      );
      const mint = 'mint' in which ? which.mint : undefined;
      const program = mint !== undefined ? tokenProgramOfMint(mint) : undefined;
      if ('programId' in which && !isTokenProgram(which.programId))
        throw invalidParams('Invalid param: unrecognized Token program id');
      const encoding = options?.encoding ?? 'binary';
      checkEncoding(encoding, options?.dataSlice);
      const slot = contextSlot(ledger, options);
      const accounts = ledger
        .programAccounts(program ?? ('programId' in which ? which.programId : TOKEN_PROGRAM))
        .filter((account) => {
          const token = decodeTokenAccount(Uint8Array.from(account.data));
          return token?.owner === owner && (mint === undefined || token.mint === mint);
        });
      const list = encodeAll(accounts, encoding, options?.dataSlice);
      // jsonParsed leaves out what does not parse, as the validator does.
      return withContext(
        slot,
        encoding === 'jsonParsed'
          ? list.filter(({ account }) => !Array.isArray(account.data))
          : list,
      );
    },

    getTokenAccountBalance: (params) => {
      const [key, options] = parseParams(
        z.tuple([pubkey, config(contextShape).optional()]),
        params,
      );
      const slot = contextSlot(ledger, options);
      const account = ledger.account(key);
      if (!account) throw invalidParams('Invalid param: could not find account');
      const token = isTokenProgram(account.programAddress)
        ? decodeTokenAccount(Uint8Array.from(account.data))
        : undefined;
      if (!token) throw invalidParams('Invalid param: not a Token account');
      const decimals = ledger.mintDecimals(token.mint);
      if (decimals === undefined) throw invalidParams('Invalid param: could not find mint');
      return withContext(slot, uiTokenAmount(token.amount, decimals));
    },

    getTokenSupply: (params) => {
      const [key, options] = parseParams(
        z.tuple([pubkey, config(contextShape).optional()]),
        params,
      );
      const slot = contextSlot(ledger, options);
      const account = ledger.account(key);
      if (!account) throw invalidParams('Invalid param: could not find account');
      if (!isTokenProgram(account.programAddress))
        throw invalidParams('Invalid param: not a Token mint');
      const mint = decodeMint(Uint8Array.from(account.data));
      if (!mint) throw invalidParams('Invalid param: mint could not be unpacked');
      return withContext(slot, uiTokenAmount(mint.supply, mint.decimals));
    },
  };
}
