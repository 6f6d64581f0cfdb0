import { z } from 'zod';
import { encodeAccount } from './accountEncoding';
import {
  accountEncoding,
  commitment,
  config,
  contextShape,
  contextSlot,
  parseParams,
  pubkey,
  signature,
  u64,
  withContext,
} from './rpcParams';
import { invalidParams, RPC_ERROR, RpcError, type RpcMethods } from './rpcProtocol';
import {
  STATUS_CACHE_SLOTS,
  type LandedTransaction,
  type SolanaLedger,
  type Simulation,
} from './solanaLedger';
import { describeTransactionError } from './transactionErrors';
import { transactionResult } from './transactionJson';
import { decodeTransactionParam, type BinaryEncoding } from './wireTransaction';

const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;

/** `encoding` of a transaction parameter: only base58 (the default) and base64 are accepted. */
function binaryEncoding(encoding: string | undefined): BinaryEncoding {
  const chosen = encoding ?? 'base58';
  if (chosen !== 'base58' && chosen !== 'base64')
    throw invalidParams(`unsupported encoding: ${chosen}. Supported encodings: base58, base64`);
  return chosen;
}

const belowConfirmed = () => invalidParams('Method does not support commitment below `confirmed`');

/** The error data of a failed preflight: the simulation result, as far as preflight fills it. */
const preflightData = (simulation: Simulation) => ({
  err: simulation.err,
  logs: simulation.logs,
  accounts: null,
  unitsConsumed: simulation.unitsConsumed,
  returnData: simulation.returnData,
  innerInstructions: null,
  replacementBlockhash: null,
  fee: simulation.fee,
  preBalances: null,
  postBalances: null,
  preTokenBalances: null,
  postTokenBalances: null,
  loadedAddresses: null,
});

/** Sending, simulating and looking up transactions; the faucet. */
export function createTransactionMethods(ledger: SolanaLedger): RpcMethods {
  const status = (landed: LandedTransaction | undefined, searchHistory: boolean) => {
    if (!landed) return null;
    const depth = ledger.slotAt('processed') - landed.slot;
    if (!searchHistory && depth > STATUS_CACHE_SLOTS) return null;
    const finalized = landed.slot <= ledger.slotAt('finalized');
    const confirmed = landed.slot <= ledger.slotAt('confirmed');
    return {
      slot: landed.slot,
      confirmations: finalized ? null : depth,
      err: landed.err,
      status: landed.err === null ? { Ok: null } : { Err: landed.err },
      confirmationStatus: finalized ? 'finalized' : confirmed ? 'confirmed' : 'processed',
    };
  };

  return {
    sendTransaction: (params) => {
      const [text, options] = parseParams(
        z.tuple([
          z.string(),
          config({
            encoding: z.string().optional(),
            skipPreflight: z.boolean().optional(),
            preflightCommitment: commitment.optional(),
            maxRetries: u64.optional(),
            minContextSlot: u64.optional(),
          }).optional(),
        ]),
        params,
      );
      const decoded = decodeTransactionParam(text, binaryEncoding(options?.encoding));
      const skipPreflight = options?.skipPreflight ?? false;
      contextSlot(ledger, {
        commitment: skipPreflight ? 'processed' : options?.preflightCommitment,
        minContextSlot: options?.minContextSlot,
      });
      if (!skipPreflight) {
        const simulation = ledger.simulate(decoded, {
          sigVerify: true,
          replaceRecentBlockhash: false,
        });
        if (simulation.err !== null)
          throw new RpcError(
            RPC_ERROR.sendTransactionPreflightFailure,
            `Transaction simulation failed: ${describeTransactionError(simulation.err)}`,
            preflightData(simulation),
          );
      }
      ledger.submit(decoded);
      return decoded.signature;
    },

    simulateTransaction: (params) => {
      const [text, options] = parseParams(
        z.tuple([
          z.string(),
          config({
            ...contextShape,
            encoding: z.string().optional(),
            sigVerify: z.boolean().optional(),
            replaceRecentBlockhash: z.boolean().optional(),
            innerInstructions: z.boolean().optional(),
            accounts: z
              .object({ addresses: z.array(pubkey), encoding: accountEncoding.optional() })
              .optional(),
          }).optional(),
        ]),
        params,
      );
      const decoded = decodeTransactionParam(text, binaryEncoding(options?.encoding));
      const sigVerify = options?.sigVerify ?? false;
      const replaceRecentBlockhash = options?.replaceRecentBlockhash ?? false;
      if (sigVerify && replaceRecentBlockhash)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      const accountsEncoding = options?.accounts?.encoding ?? 'base64';
      if (accountsEncoding === 'binary' || accountsEncoding === 'base58')
        throw invalidParams('base58 encoding not supported');
      const slot = contextSlot(ledger, options);
      const simulation = ledger.simulate(decoded, { sigVerify, replaceRecentBlockhash });
      const ran = simulation.fee !== null;
      return withContext(slot, {
        err: simulation.err,
        logs: simulation.logs,
        accounts: options?.accounts
          ? options.accounts.addresses.map((key) => {
              const account = simulation.postAccount(key);
              return account ? encodeAccount(account, accountsEncoding, ledger.mintDecimals) : null;
            })
          : null,
        unitsConsumed: simulation.unitsConsumed,
        returnData: simulation.returnData,
        innerInstructions: options?.innerInstructions ? simulation.innerInstructions : null,
        replacementBlockhash: replaceRecentBlockhash
          ? ledger.latestBlockhash(options?.commitment)
          : null,
        fee: simulation.fee,
        preBalances: ran ? simulation.preBalances : null,
        postBalances: ran ? simulation.postBalances : null,
        preTokenBalances: ran ? simulation.preTokenBalances : null,
        postTokenBalances: ran ? simulation.postTokenBalances : null,
        loadedAddresses: ran ? simulation.loadedAddresses : null,
      });
    },

    getSignatureStatuses: (params) => {
      const [signatures, options] = parseParams(
        z.tuple([
          z.array(signature),
          config({ searchTransactionHistory: z.boolean().optional() }).optional(),
        ]),
        params,
      );
      if (signatures.length > MAX_SIGNATURE_STATUSES)
        throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      const search = options?.searchTransactionHistory ?? false;
      return withContext(
        ledger.slotAt('processed'),
        signatures.map((key) => status(ledger.transaction(key), search)),
      );
    },

    getTransaction: (params) => {
      const encodings = z.enum(['json', 'jsonParsed', 'base58', 'base64']);
      const [key, raw] = parseParams(
        z.tuple([
          signature,
          z
            .union([
              encodings,
              config({
                encoding: encodings.optional(),
                commitment: commitment.optional(),
                maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
              }),
            ])
            .optional(),
        ]),
        params,
      );
      const options = typeof raw === 'string' ? { encoding: raw } : (raw ?? {});
      const level = 'commitment' in options ? options.commitment : undefined;
      if (level === 'processed') throw belowConfirmed();
      const maxVersion =
        'maxSupportedTransactionVersion' in options
          ? options.maxSupportedTransactionVersion
          : undefined;
      const landed = ledger.transaction(key);
      if (!landed || landed.slot > ledger.slotAt(level ?? 'finalized')) return null;
      const version = landed.decoded.version === 'legacy' ? -1 : landed.decoded.version;
      if (version >= 0 && (maxVersion === undefined || version > maxVersion))
        throw new RpcError(
          RPC_ERROR.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        );
      return transactionResult(landed, options.encoding ?? 'json', maxVersion !== undefined);
    },

    getSignaturesForAddress: (params) => {
      const [key, options] = parseParams(
        z.tuple([
          pubkey,
          config({
            ...contextShape,
            limit: u64.optional(),
            before: signature.optional(),
            until: signature.optional(),
          }).optional(),
        ]),
        params,
      );
      if (options?.commitment === 'processed') throw belowConfirmed();
      const limit = options?.limit ?? MAX_SIGNATURES_FOR_ADDRESS;
      if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS)
        throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`);
      const visibleUpTo = contextSlot(ledger, options);
      const found = [];
      let started = options?.before === undefined;
      for (const landed of ledger.transactions()) {
        if (!started) {
          started = landed.signature === options?.before;
          continue;
        }
        if (landed.signature === options?.until) break;
        if (landed.slot > visibleUpTo || !landed.accountKeys.includes(key)) continue;
        found.push({
          signature: landed.signature,
          slot: landed.slot,
          err: landed.err,
          memo: null,
          blockTime: landed.blockTime,
          confirmationStatus: status(landed, true)?.confirmationStatus ?? null,
        });
        if (found.length >= limit) break;
      }
      return found;
    },

    requestAirdrop: async (params) => {
      const [key, amount] = parseParams(
        z.tuple([pubkey, u64, config({ commitment: commitment.optional() }).optional()]),
        params,
      );
      const landed = await ledger.airdrop(key, BigInt(amount));
      if (!landed) throw new RpcError(RPC_ERROR.internalError, 'Internal error');
      return landed.signature;
    },
  };
}
