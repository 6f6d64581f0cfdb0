import { pad, type Address, type Hex, type PublicClient } from 'viem';

/** keccak256("Transfer(address,address,uint256)"): ERC-20's and ERC-721's Transfer event. */
export const TRANSFER_TOPIC: Hex =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** One Transfer log, undecoded: ERC-20's has 3 topics (amount in data), ERC-721's 4 (token id). */
export interface TransferLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
  blockNumber: bigint;
  logIndex: number;
  transactionHash: Hex;
}

/**
 * Every Transfer log from or to the owner in a block range, of any
 * contract: two `eth_getLogs` (owner as `from`, owner as `to`), merged.
 */
export async function transferLogsOf(
  client: PublicClient,
  owner: Address,
  range: { fromBlock: bigint; toBlock: bigint },
): Promise<TransferLog[]> {
  const topic = pad(owner.toLowerCase() as Hex);
  const ask = (topics: (Hex | null)[]) =>
    client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: `0x${range.fromBlock.toString(16)}`,
          toBlock: `0x${range.toBlock.toString(16)}`,
          topics,
        },
      ],
    });
  const [sent, received] = await Promise.all([
    ask([TRANSFER_TOPIC, topic]),
    ask([TRANSFER_TOPIC, null, topic]),
  ]);
  const seen = new Set<string>();
  const logs: TransferLog[] = [];
  for (const log of [...sent, ...received]) {
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue;
    const key = `${log.transactionHash}:${log.logIndex}`;
    // A transfer to oneself answers both asks.
    if (seen.has(key)) continue;
    seen.add(key);
    logs.push({
      address: log.address,
      topics: log.topics,
      data: log.data,
      blockNumber: BigInt(log.blockNumber),
      logIndex: Number(log.logIndex),
      transactionHash: log.transactionHash,
    });
  }
  return logs;
}

/** The address a 32-byte topic holds. */
export const topicAddress = (topic: Hex | undefined): Address =>
  `0x${(topic ?? '0x').slice(-40)}` as Address;
