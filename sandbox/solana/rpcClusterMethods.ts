import { createHash } from 'node:crypto';
import { getCompiledTransactionMessageDecoder } from '@solana/kit';
import { z } from 'zod';
import { transactionFee } from './fees';
import {
  API_VERSION,
  config,
  contextShape,
  contextSlot,
  hash,
  parseParams,
  u64,
  withContext,
} from './rpcParams';
import { invalidParams, type RpcMethods } from './rpcProtocol';
import type { SolanaLedger } from './solanaLedger';
import { fromBase64, toBase58 } from './wireTransaction';

const SLOTS_PER_EPOCH = 432_000n;
const FEATURE_SET = 3_294_202_862;
const named = (name: string) =>
  toBase58(new Uint8Array(createHash('sha256').update(`polycast-sandbox-solana:${name}`).digest()));
const GENESIS_HASH = named('genesis');
const IDENTITY = named('validator');

const contextOnly = z.tuple([config(contextShape).optional()]);

/** Slots, blockhashes, epochs, rent and fees: what a client asks before building a transaction. */
export function createClusterMethods(ledger: SolanaLedger): RpcMethods {
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': FEATURE_SET }),
    getGenesisHash: () => GENESIS_HASH,
    getIdentity: () => ({ identity: IDENTITY }),
    getSlot: (params) => contextSlot(ledger, parseParams(contextOnly, params)[0]),
    getBlockHeight: (params) => contextSlot(ledger, parseParams(contextOnly, params)[0]),
    getTransactionCount: (params) => {
      contextSlot(ledger, parseParams(contextOnly, params)[0]);
      return ledger.transactionCount;
    },
    getLatestBlockhash: (params) => {
      const [options] = parseParams(contextOnly, params);
      const slot = contextSlot(ledger, options);
      return withContext(slot, ledger.latestBlockhash(options?.commitment));
    },
    isBlockhashValid: (params) => {
      const [blockhash, options] = parseParams(
        z.tuple([hash, config(contextShape).optional()]),
        params,
      );
      const slot = contextSlot(ledger, options);
      return withContext(slot, ledger.isBlockhashValid(blockhash, options?.commitment));
    },
    getEpochInfo: (params) => {
      const slot = contextSlot(ledger, parseParams(contextOnly, params)[0]);
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount,
      };
    },
    getEpochSchedule: () => ({
      slotsPerEpoch: SLOTS_PER_EPOCH,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
    getMinimumBalanceForRentExemption: (params) => {
      const [size] = parseParams(z.tuple([u64, config(contextShape).optional()]), params);
      return ledger.minimumBalanceForRentExemption(BigInt(size));
    },
    getFeeForMessage: (params) => {
      const [text, options] = parseParams(
        z.tuple([z.string(), config(contextShape).optional()]),
        params,
      );
      const slot = contextSlot(ledger, options);
      const bytes = fromBase64(text);
      if (typeof bytes === 'string') throw invalidParams(`invalid base64 encoding: ${bytes}`);
      let message;
      try {
        message = getCompiledTransactionMessageDecoder().decode(bytes);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw invalidParams(
          `failed to deserialize solana_message::versions::VersionedMessage: ${reason}`,
        );
      }
      if (message.version !== 'legacy' && message.version !== 0)
        throw invalidParams('invalid transaction message: Transaction version is unsupported');
      const fee = ledger.isBlockhashValid(message.lifetimeToken, options?.commitment)
        ? transactionFee(message, message.header.numSignerAccounts)
        : null;
      return withContext(slot, fee);
    },
    getRecentPrioritizationFees: () => {
      const newest = ledger.slotAt('processed');
      return Array.from({ length: 150 }, (_, index) => ({
        slot: newest - 149n + BigInt(index),
        prioritizationFee: 0,
      }));
    },
  };
}
