import { getAddress, hexToBigInt, isAddress, type Block, type Hex } from 'viem';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { ChainTransfer } from '@/domain/wallet/walletActivity';
import { NATIVE_TOKEN } from '@/domain/wallet/walletToken';
import { readFailure } from './chainFailure';
import { transferLogsOf, topicAddress } from './erc20TransferLogs';
import { evmReader } from './evmReader';

/**
 * How far back "recent" reaches on an EVM chain: the last this-many blocks
 * (docs/decisions-wallet.md "Wallet profile: recent transactions").
 */
export const RECENT_EVM_BLOCKS = 256n;

/**
 * The owner's recent transfers on one EVM chain (reading.md §2.1's wallet
 * profile): every transaction from or to it in the last `blocks` blocks
 * (each block read with its transactions, in JSON-RPC batches) with the coin
 * it moved, and the ERC-20 Transfer logs from or to it in the same blocks,
 * so token transfers (a tip received included) show. A contract call that
 * moved neither coin nor token shows as a zero coin transfer.
 */
export async function readEvmActivity(options: {
  rpcUrl: string;
  chainId: number;
  owner: string;
  blocks?: bigint;
  fetchFn?: typeof fetch;
}): Promise<SourceResult<ChainTransfer[]>> {
  if (!isAddress(options.owner)) return fail({ kind: 'invalid', message: 'Not an EVM address' });
  const owner = getAddress(options.owner);
  const client = evmReader(options.rpcUrl, options.fetchFn, { batch: true });
  try {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const span = options.blocks ?? RECENT_EVM_BLOCKS;
    const fromBlock = head + 1n > span ? head + 1n - span : 0n;
    const numbers: bigint[] = [];
    for (let n = head; n >= fromBlock; n--) numbers.push(n);
    const [blocks, logs] = await Promise.all([
      Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      ),
      transferLogsOf(client, owner, { fromBlock, toBlock: head }),
    ]);
    const timeOf = new Map<bigint, number>();
    for (const block of blocks as Block<bigint, true>[])
      if (block.number !== null) timeOf.set(block.number, Number(block.timestamp));

    const transfers: ChainTransfer[] = [];
    const tokenHashes = new Set<string>();
    for (const log of logs) {
      // ERC-721 Transfers carry the token id as a fourth topic: those are NFTs, not amounts.
      if (log.topics.length !== 3) continue;
      tokenHashes.add(log.transactionHash);
      transfers.push({
        family: 'evm',
        chainId: options.chainId,
        hash: log.transactionHash,
        position: log.blockNumber,
        index: log.logIndex + 1,
        time: timeOf.get(log.blockNumber),
        from: getAddress(topicAddress(log.topics[1])),
        to: getAddress(topicAddress(log.topics[2])),
        token: getAddress(log.address),
        amount: log.data === '0x' ? 0n : hexToBigInt(log.data as Hex),
        failed: false,
      });
    }
    const mine = (a: string | null | undefined) => a?.toLowerCase() === owner.toLowerCase();
    for (const block of blocks as Block<bigint, true>[]) {
      if (block.number === null) continue;
      for (const tx of block.transactions) {
        if (!mine(tx.from) && !mine(tx.to)) continue;
        // A token transfer with no coin attached is already there as its Transfer log.
        if (tx.value === 0n && tokenHashes.has(tx.hash)) continue;
        transfers.push({
          family: 'evm',
          chainId: options.chainId,
          hash: tx.hash,
          position: block.number,
          index: 0,
          time: Number(block.timestamp),
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : '',
          token: NATIVE_TOKEN,
          amount: tx.value,
          failed: false,
        });
      }
    }
    return ok(transfers);
  } catch (error) {
    return fail(readFailure(error));
  }
}
