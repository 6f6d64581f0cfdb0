import type { InnerInstructions, LandedTransaction } from './solanaLedger';
import { TOKEN_PROGRAM, TOKEN_2022_PROGRAM, uiTokenAmount } from './tokenState';
import { fromBase58, toBase58, type DecodedTransaction } from './wireTransaction';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64';

const u64At = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);

/**
 * The `parsed` form `jsonParsed` gives the instructions clients check most
 * (SOL and SPL token transfers); others stay partially decoded.
 */
function parsedInstruction(programId: string, accounts: string[], data: Uint8Array) {
  const parsed = (program: string, type: string, info: object) => ({
    parsed: { info, type },
    program,
    programId,
    stackHeight: null,
  });
  if (programId === SYSTEM_PROGRAM && data.length === 12) {
    const kind = new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true);
    if (kind === 2 && accounts.length >= 2)
      return parsed('system', 'transfer', {
        destination: accounts[1],
        lamports: u64At(data, 4),
        source: accounts[0],
      });
  }
  if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
    const program = programId === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022';
    if (data[0] === 3 && data.length === 9 && accounts.length >= 3)
      return parsed(program, 'transfer', {
        amount: u64At(data, 1).toString(),
        authority: accounts[2],
        destination: accounts[1],
        source: accounts[0],
      });
    if (data[0] === 12 && data.length === 10 && accounts.length >= 4)
      return parsed(program, 'transferChecked', {
        authority: accounts[3],
        destination: accounts[2],
        mint: accounts[1],
        source: accounts[0],
        tokenAmount: uiTokenAmount(u64At(data, 1), data[9] ?? 0),
      });
  }
  return { accounts, data: toBase58(data), programId, stackHeight: null };
}

function header(decoded: DecodedTransaction) {
  const { header: counts } = decoded.message;
  return {
    numReadonlySignedAccounts: counts.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: counts.numReadonlyNonSignerAccounts,
    numRequiredSignatures: counts.numSignerAccounts,
  };
}

const signatures = (decoded: DecodedTransaction) =>
  decoded.message.staticAccounts.slice(0, decoded.message.header.numSignerAccounts).map((key) => {
    const signature = decoded.transaction.signatures[key];
    return toBase58(signature ? Uint8Array.from(signature) : new Uint8Array(64));
  });

function lookups(decoded: DecodedTransaction) {
  const { message } = decoded;
  if (message.version !== 0) return undefined;
  return (message.addressTableLookups ?? []).map((lookup) => ({
    accountKey: lookup.lookupTableAddress,
    readonlyIndexes: lookup.readonlyIndexes,
    writableIndexes: lookup.writableIndexes,
  }));
}

/** Whether the account at `index` is writable, by the message header's counts. */
function isWritable(landed: LandedTransaction, index: number): boolean {
  const { header: counts, staticAccounts } = landed.decoded.message;
  if (index >= staticAccounts.length)
    return index - staticAccounts.length < landed.loadedAddresses.writable.length;
  if (index < counts.numSignerAccounts)
    return index < counts.numSignerAccounts - counts.numReadonlySignerAccounts;
  return index < staticAccounts.length - counts.numReadonlyNonSignerAccounts;
}

function jsonTransaction(landed: LandedTransaction, parsed: boolean) {
  const { decoded, accountKeys } = landed;
  const keys = (indices: readonly number[] | undefined) =>
    (indices ?? []).map((index) => accountKeys[index] ?? '');
  const staticCount = decoded.message.staticAccounts.length;
  const message = parsed
    ? {
        accountKeys: accountKeys.map((pubkey, index) => ({
          pubkey,
          signer: index < decoded.message.header.numSignerAccounts,
          source: index < staticCount ? 'transaction' : 'lookupTable',
          writable: isWritable(landed, index),
        })),
        instructions: decoded.message.instructions.map((instruction) =>
          parsedInstruction(
            accountKeys[instruction.programAddressIndex] ?? '',
            keys(instruction.accountIndices),
            Uint8Array.from(instruction.data ?? []),
          ),
        ),
      }
    : {
        accountKeys: decoded.message.staticAccounts,
        header: header(decoded),
        instructions: decoded.message.instructions.map((instruction) => ({
          accounts: instruction.accountIndices ?? [],
          data: toBase58(Uint8Array.from(instruction.data ?? [])),
          programIdIndex: instruction.programAddressIndex,
          stackHeight: null,
        })),
      };
  return {
    message: {
      ...message,
      recentBlockhash: decoded.message.lifetimeToken,
      addressTableLookups: lookups(decoded),
    },
    signatures: signatures(decoded),
  };
}

function innerInstructionsJson(landed: LandedTransaction, parsed: boolean) {
  if (!parsed) return landed.innerInstructions;
  return landed.innerInstructions.map((inner: InnerInstructions) => ({
    index: inner.index,
    instructions: inner.instructions.map((instruction) => ({
      ...parsedInstruction(
        landed.accountKeys[instruction.programIdIndex] ?? '',
        instruction.accounts.map((index) => landed.accountKeys[index] ?? ''),
        bytesOf(instruction.data),
      ),
      stackHeight: instruction.stackHeight,
    })),
  }));
}

/** Inner instruction data is kept in base58; parsing needs its bytes back. */
function bytesOf(base58: string): Uint8Array {
  const bytes = fromBase58(base58);
  return typeof bytes === 'string' ? new Uint8Array(0) : bytes;
}

/** `getTransaction`'s result for a landed transaction. */
export function transactionResult(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  const parsed = encoding === 'jsonParsed';
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(landed.decoded.bytes).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [toBase58(landed.decoded.bytes), 'base58']
        : jsonTransaction(landed, parsed);
  const meta = {
    err: landed.err,
    status: landed.err === null ? { Ok: null } : { Err: landed.err },
    fee: landed.fee,
    preBalances: landed.preBalances,
    postBalances: landed.postBalances,
    innerInstructions: innerInstructionsJson(landed, parsed),
    logMessages: landed.logs,
    preTokenBalances: landed.preTokenBalances,
    postTokenBalances: landed.postTokenBalances,
    rewards: [],
    loadedAddresses: withVersion && !parsed ? landed.loadedAddresses : undefined,
    returnData: landed.returnData ?? undefined,
    computeUnitsConsumed: landed.unitsConsumed,
  };
  return {
    slot: landed.slot,
    transaction,
    meta,
    version: withVersion ? landed.decoded.version : undefined,
    blockTime: landed.blockTime,
  };
}
